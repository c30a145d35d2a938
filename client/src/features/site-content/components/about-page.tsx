import { useQuery } from "@apollo/client/react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ErrorMessage } from "../../../components/ui/status";
import { AboutPageDocument } from "../../../graphql/generated";
import { descriptionFromMarkdown } from "../../../../../common/markdown-text";
import { PageHead } from "../../../components/seo/page-head";
import { useSiteDefaults } from "../../../components/seo/use-site-defaults";
import { AboutIntro, AboutIntroSkeleton } from "./about-intro";
import { AboutStats, MissionStatement } from "./about-highlights";
import { FounderAndValues } from "./founder-and-values";

export function AboutPage() {
  const { data, error, refetch } = useQuery(AboutPageDocument);
  const { siteName } = useSiteDefaults();
  // refetch rejects when it fails again; the hook's error state already shows that.
  const retry = () => void refetch().catch(() => undefined);

  let intro;
  if (data) {
    const { title, content, image, picture } = data.about;
    intro = <AboutIntro title={title} content={content} image={image} picture={picture} />;
  } else if (error) intro = <ErrorMessage onRetry={retry} />;
  else intro = <AboutIntroSkeleton />;

  return (
    <>
      <PageHead title="About Us" description={descriptionFromMarkdown(data?.about.content, "")} />
      <PageHeader
        eyebrow="About Us"
        title={data?.about.title || `About ${siteName}`}
        subtitle="Coached training, honest prices and a community that shows up for you."
      />
      {intro}
      <AboutStats city={data?.contactInfo.city} />
      <MissionStatement />
      <FounderAndValues siteName={siteName} />
    </>
  );
}
