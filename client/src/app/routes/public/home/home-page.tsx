import { useQuery } from "@apollo/client/react";
import { ErrorMessage } from "../../../../components/ui/status";
import { DEFAULT_SITE_NAME } from "../../../../config/site";
import { HomePageDocument } from "../../../../graphql/generated";
import { JsonLd } from "../../../../components/seo/json-ld";
import { PageHead } from "../../../../components/seo/page-head";
import { gymJsonLd } from "../../../../components/seo/structured-data";
import { siteOrigin } from "../../../../lib/site-origin";
import { CtaSection } from "./cta-section";
import { HeroSection, HeroSkeleton } from "./hero-section";
import { LatestPostsSection } from "./latest-posts-section";
import { PopularPlansSection } from "./popular-plans-section";
import { HOME_PLAN_COUNT, HOME_POST_COUNT } from "../../../../../../common/validation/limits";
import { WhyChooseSection } from "./why-choose-section";
import { Island } from "../../../../islands/island";

export function HomePage() {
  const { data, error, refetch } = useQuery(HomePageDocument, { variables: { planCount: HOME_PLAN_COUNT, postCount: HOME_POST_COUNT } });
  const siteName = data?.siteSettings.siteName || DEFAULT_SITE_NAME;
  const city = data?.contactInfo.city ?? "";
  const head = <PageHead fullTitle={city ? `${siteName} | Gym in ${city}` : `${siteName} | Gym & Fitness Centre`} />;

  // refetch rejects when it fails again; the hook's error state already shows that.
  const retry = () => void refetch().catch(() => undefined);

  if (error && !data) {
    return (
      <>
        {head}
        <section className="flex min-h-[60svh] items-center bg-slate-950">
          <ErrorMessage tone="dark" onRetry={retry} />
        </section>
        <WhyChooseSection siteName={siteName} />
        <CtaSection />
      </>
    );
  }

  return (
    <>
      {head}
      {data && <JsonLd data={gymJsonLd(siteOrigin(), { settings: data.siteSettings, contact: data.contactInfo, plans: data.plans })} />}
      {data ? (
        <Island
          name="hero-section"
          component={HeroSection}
          props={{
            title: data.hero.title,
            subtitle: data.hero.subtitle,
            image: data.hero.image,
            picture: data.hero.picture,
            siteName,
            city,
          }}
        />
      ) : (
        <HeroSkeleton />
      )}
      <WhyChooseSection siteName={siteName} />
      <PopularPlansSection plans={data?.plans} festiveBadge={data?.siteSettings.festiveBadge} />
      <LatestPostsSection posts={data?.blogPosts} />
      <CtaSection />
    </>
  );
}
