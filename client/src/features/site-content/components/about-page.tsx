import { useQuery } from "@apollo/client/react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ErrorMessage } from "../../../components/ui/status";
import { AboutPageDocument } from "../../../graphql/generated";
import { descriptionFromMarkdown } from "../../seo/markdown-text";
import { usePageMeta } from "../../seo/use-page-meta";
import { AboutIntro, AboutIntroSkeleton } from "./about-intro";
import { AboutStats, MissionStatement } from "./about-highlights";
import { FounderAndValues } from "./founder-and-values";

export function AboutPage() {
  const { data, error, refetch } = useQuery(AboutPageDocument);
  const { siteName } = usePageMeta({
    title: "About Us",
    description: descriptionFromMarkdown(data?.about.content, ""),
  });
  // refetch rejects when it fails again; the hook's error state already shows that.
  const retry = () => void refetch().catch(() => undefined);

  let intro;
  if (data) intro = <AboutIntro title={data.about.title} content={data.about.content} image={data.about.image} />;
  else if (error) intro = <ErrorMessage onRetry={retry} />;
  else intro = <AboutIntroSkeleton />;

  return (
    <>
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
