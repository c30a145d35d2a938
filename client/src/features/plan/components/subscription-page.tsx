import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { ErrorCode } from "../../../../../common/error-codes";
import { PUBLICATION_MESSAGES } from "../../../../../common/publication";
import { hasErrorCode } from "../../../lib/graphql-errors";
import { PAGE_SIZES } from "../../../../../common/validation/limits";
import { PageHeader } from "../../../components/layouts/page-header";
import { textLinkClass } from "../../../components/ui/button-styles";
import { ErrorMessage } from "../../../components/ui/status";
import { paths } from "../../../config/paths";
import { SubscriptionPageDocument } from "../../../graphql/generated";
import { siteOrigin } from "../../../lib/site-origin";
import { JsonLd } from "../../../components/seo/json-ld";
import { PageHead } from "../../../components/seo/page-head";
import { useSiteDefaults } from "../../../components/seo/use-site-defaults";
import { planOffersJsonLd } from "../plan-offers";
import { FacilitiesSection } from "./facilities-section";
import { FaqSection } from "./faq-section";
import { HelpSection } from "./help-section";
import { NoPlansNotice } from "./no-plans-notice";
import { OfferPlanList } from "./offer-plan-card";
import { PlanCardSkeleton } from "./plan-card";

export function SubscriptionPage() {
  // A preview link (?preview=token) shows the draft and scheduled plans as visitors will see them.
  const preview = useSearchParams()[0].get("preview") ?? undefined;
  const { data, error, refetch } = useQuery(SubscriptionPageDocument, { variables: { planLimit: PAGE_SIZES.plans.max, preview } });
  const { siteName } = useSiteDefaults();
  const retry = () => void refetch().catch(() => undefined);
  const contact = data?.contactInfo;

  let plans;
  if (data?.plans.length === 0) {
    plans = <NoPlansNotice linkClassName={textLinkClass} />;
  } else if (data) {
    plans = (
      // Server HTML alone: its links are plain links, and the plan the address names is outlined by CSS (:target).
      <OfferPlanList plans={data.plans} whatsapp={contact?.whatsapp} festiveBadge={data.siteSettings.festiveBadge} />
    );
  } else if (preview !== undefined && hasErrorCode(error, ErrorCode.forbidden)) {
    plans = (
      <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-lg font-semibold text-amber-900">
        {PUBLICATION_MESSAGES.previewExpired}
      </p>
    );
  } else if (error) {
    plans = <ErrorMessage onRetry={retry} />;
  } else {
    plans = (
      <>
        <p role="status" className="sr-only">
          Loading...
        </p>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {[1, 2, 3].map((key) => (
            <PlanCardSkeleton key={key} variant="offer" />
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHead
        title="Membership Plans"
        description="Gym memberships, personal training and group packages with no joining fees. Compare plans and prices."
      />
      <PageHeader
        eyebrow="Memberships"
        title="Membership Plans"
        subtitle="Flexible plans for every goal and budget, with no joining fees. Choose a plan and chat with us to join."
      />
      <section aria-label="Plans" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {plans}
      </section>
      {data && data.plans.length > 0 && <JsonLd data={planOffersJsonLd(data.plans, siteName, siteOrigin() + paths.subscription)} />}
      <FacilitiesSection />
      <HelpSection whatsapp={contact?.whatsapp} phone={contact?.phone} />
      <FaqSection openingHours={contact?.openingHours} />
    </>
  );
}
