import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../../components/ui/button-styles";
import { paths, subscriptionPlanPath } from "../../../../config/paths";
import { NoPlansNotice } from "../../../../features/plan/components/no-plans-notice";
import { FestiveRibbon, type FestiveBadgeSettings } from "../../../../features/plan/components/festive-ribbon";
import { PlanCard, PlanCardSkeleton } from "../../../../features/plan/components/plan-card";
import type { HomePageQuery } from "../../../../graphql/generated";
import { HOME_PLAN_COUNT } from "../../../../../../common/validation/limits";
import { RENDER_WHEN_NEAR } from "../../../../components/ui/render-when-near";

type HomePlan = HomePageQuery["plans"][number];

const linkClass = "inline-flex items-center gap-2 font-semibold text-orange-700 hover:text-orange-800 hover:underline";

function TeaserPlanCard({ plan, festiveBadge }: { plan: HomePlan; festiveBadge?: FestiveBadgeSettings }) {
  const choose = (
    <Link
      to={subscriptionPlanPath(plan.id)}
      className={`${buttonClass("dark", "md")} mt-8 w-full`}
      aria-label={`Choose Plan: ${plan.name}`}
    >
      Choose Plan
    </Link>
  );
  const ribbon = festiveBadge?.enabled ? (
    <div className="mb-3">
      <FestiveRibbon badge={festiveBadge} />
    </div>
  ) : undefined;
  return <PlanCard plan={plan} variant="teaser" className={TEASER_HOLD_BACK} header={ribbon} footer={choose} />;
}

/**
 * Each card is held back on its own too, inside the held-back section: rendering the section
 * then lays out its heading, and each card (measured 21-25rem tall) comes in a frame of its own,
 * rather than all three, and the first look-up of the rupee's font, in one long task.
 */
const TEASER_HOLD_BACK = `${RENDER_WHEN_NEAR} [--held-back-height:24rem]`;

function PlanGrid({ plans, festiveBadge }: { plans?: HomePlan[]; festiveBadge?: FestiveBadgeSettings }) {
  if (plans && plans.length === 0) {
    return <NoPlansNotice margin="mt-12" linkClassName={linkClass} />;
  }
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {plans
        ? plans.slice(0, HOME_PLAN_COUNT).map((plan) => <TeaserPlanCard key={plan.id} plan={plan} festiveBadge={festiveBadge} />)
        : Array.from({ length: HOME_PLAN_COUNT }, (_, i) => <PlanCardSkeleton key={i} variant="teaser" />)}
    </ul>
  );
}

/** `plans` undefined means still loading; the festive badge, when on, rides on every card. */
export function PopularPlansSection({ plans, festiveBadge }: { plans?: HomePlan[]; festiveBadge?: FestiveBadgeSettings }) {
  return (
    <section className={`bg-slate-50 py-20 sm:py-24 ${RENDER_WHEN_NEAR}`} aria-labelledby="plans-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="plans-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Popular Memberships
          </h2>
          <p className="mt-4 text-lg text-slate-600">Simple monthly and long-term plans, with no joining fees.</p>
        </div>
        <PlanGrid plans={plans} festiveBadge={festiveBadge} />
        <div className="mt-12 text-center">
          <Link to={paths.subscription} className={linkClass}>
            View All Memberships
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
