import { CONTENT_LIMITS as L, requiredText, urlRule } from "../../../../../../common/validation";
import * as Yup from "yup";
import type { AdminAboutFragment } from "../../../../graphql/generated";
import { ruleField } from "../../../../components/admin/rule-field";

export interface AboutValues {
  title: string;
  content: string;
  image: string;
}

export const ABOUT_FIELDS = ["title", "content", "image"] as const;

export const aboutSchema = Yup.object({
  title: ruleField(requiredText("Title", L.titleMax)),
  content: ruleField(requiredText("Content", L.articleMax)),
  image: ruleField(urlRule("Image")),
});

export const aboutValues = ({ title, content, image }: AdminAboutFragment): AboutValues => ({ title, content, image });

export const aboutInput = (values: AboutValues): AboutValues => ({
  title: values.title.trim(),
  content: values.content.trim(),
  image: values.image.trim(),
});

/** The about page shows one paragraph per line of the content. */
export const paragraphs = (content: string) => content.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
