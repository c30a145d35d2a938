import type { AdminAboutFragment } from "../../../../graphql/generated";

export interface AboutValues {
  title: string;
  content: string;
  image: string;
}

export const ABOUT_FIELDS = ["title", "content", "image"] as const;

export const aboutValues = ({ title, content, image }: AdminAboutFragment): AboutValues => ({ title, content, image });

export const aboutInput = (values: AboutValues): AboutValues => ({
  title: values.title.trim(),
  content: values.content.trim(),
  image: values.image.trim(),
});

/** The about page shows one paragraph per line of the content. */
export const paragraphs = (content: string) =>
  content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
