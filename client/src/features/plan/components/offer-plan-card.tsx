import { ExternalLink } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { RENDER_WHEN_NEAR } from "../../../components/ui/render-when-near";
import { Pill } from "../../../components/ui/pill";
import { paths, planAnchorId } from "../../../config/paths";
import type { SubscriptionPageQuery } from "../../../graphql/generated";
import { chooseHref, chooseLabel, GROUP_STYLES, planGroup } from "../plan-display";
import { FestiveRibbon, type FestiveBadgeSettings } from "./festive-ribbon";
import { PlanCard } from "./plan-card";
import { usePlanHighlight } from "./use-plan-highlight";

type Plan = SubscriptionPageQuery["plans"][number];

interface OfferPlanCardProps {
  plan: Plan;
  whatsapp?: string;
  festiveBadge?: FestiveBadgeSettings;
  /** Its classes for being held back from the first paint (holdBack). */
  holdBack: string;
}

/** The subscription page's card: group icon and label, festive ribbon, terms link, and the way to sign up. */
function OfferPlanCard({ plan, whatsapp, festiveBadge, holdBack }: OfferPlanCardProps) {
  const style = GROUP_STYLES[planGroup(plan.name)];
  const Icon = style.icon;
  const label = chooseLabel(plan.name);
  // The rest of the name is read out, so two 'Choose PT' links can be told apart.
  const rest = plan.name.trim().slice(label.length - "Choose ".length);
  const highlighted = usePlanHighlight(plan.id);
  const header = (
    <>
      <FestiveRibbon badge={festiveBadge} />
      <div className="mt-3 flex items-start justify-between gap-3">
        <span className={`flex size-12 items-center justify-center rounded-xl ${style.iconClass}`}>
          <Icon aria-hidden className="size-6" />
        </span>
        {style.label && <Pill tone={style.tone}>{style.label}</Pill>}
      </div>
    </>
  );
  const footer = (
    <>
      <Link
        to={paths.termsConditions}
        className="mt-6 self-start text-sm text-slate-600 underline underline-offset-4 hover:text-orange-700"
      >
        Terms &amp; Conditions
      </Link>
      <a
        href={chooseHref(plan, whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClass("primary", "lg")} mt-4 w-full`}
      >
        {label}
        {rest && <span className="sr-only">{rest}</span>}
        <ExternalLink aria-hidden className="size-4" />
      </a>
    </>
  );
  return (
    <PlanCard
      plan={plan}
      variant="offer"
      id={planAnchorId(plan.id)}
      highlighted={highlighted}
      className={`plan-offer ${style.cardClass} ${holdBack} ${highlighted ? "plan-highlight" : ""}`}
      header={header}
      footer={footer}
    />
  );
}

/**
 * Every card after the first is held back on its own (RENDER_WHEN_NEAR): a phone's first screen
 * shows one, and no one frame lays them all out. Not those in the first row of the wider grids
 * (md: two columns, xl: three), which are on the first screen: a held-back card's placeholder
 * height would stretch the row, and move the first card's bottom, until it rendered.
 */
const HOLD_BACK_BY_INDEX = [
  "",
  // RENDER_WHEN_NEAR_SWITCH, spelled out for Tailwind's scan of the source: neither held back nor
  // hidden for its first frame (styles/index.css).
  `${RENDER_WHEN_NEAR} md:[--render-when-near:visible]`,
  `${RENDER_WHEN_NEAR} xl:[--render-when-near:visible]`,
];
const holdBack = (index: number) => HOLD_BACK_BY_INDEX[index] ?? RENDER_WHEN_NEAR;

/**
 * The subscription page's cards: the one the address names is outlined, by CSS (:target) on the
 * page the server sends, and by usePlanHighlight where the app renders the page as it navigates.
 */
export function OfferPlanList({
  plans,
  whatsapp,
  festiveBadge,
}: {
  plans: Plan[];
  whatsapp?: string;
  festiveBadge?: FestiveBadgeSettings;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan, index) => (
        <OfferPlanCard key={plan.id} plan={plan} whatsapp={whatsapp} festiveBadge={festiveBadge} holdBack={holdBack(index)} />
      ))}
    </ul>
  );
}
