import type { AdminHeroFragment } from "../../../../graphql/generated";

export interface HeroValues {
  title: string;
  subtitle: string;
  image: string;
}

export const HERO_FIELDS = ["title", "subtitle", "image"] as const;

export const heroValues = ({ title, subtitle, image }: AdminHeroFragment): HeroValues => ({ title, subtitle, image });

export const heroInput = (values: HeroValues): HeroValues => ({
  title: values.title.trim(),
  subtitle: values.subtitle.trim(),
  image: values.image.trim(),
});
