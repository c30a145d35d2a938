import { CONTENT_LIMITS as L, requiredText, urlRule } from "../../../../../../common/validation";
import * as Yup from "yup";
import type { AdminHeroFragment } from "../../../../graphql/generated";
import { ruleField } from "../../../../components/admin/rule-field";

export interface HeroValues {
  title: string;
  subtitle: string;
  image: string;
}

export const HERO_FIELDS = ["title", "subtitle", "image"] as const;

export const heroSchema = Yup.object({
  title: ruleField(requiredText("Title", L.titleMax)),
  subtitle: ruleField(requiredText("Subtitle", L.subtitleMax)),
  image: ruleField(urlRule("Image")),
});

export const heroValues = ({ title, subtitle, image }: AdminHeroFragment): HeroValues => ({ title, subtitle, image });

export const heroInput = (values: HeroValues): HeroValues => ({
  title: values.title.trim(),
  subtitle: values.subtitle.trim(),
  image: values.image.trim(),
});
