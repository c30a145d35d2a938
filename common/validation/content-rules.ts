import type { Rule } from "./account-rules";
import { tooLong } from "./messages";

export const CONTENT_LIMITS = {
  titleMax: 200,
  excerptMax: 500,
  articleMax: 50_000,
  authorMax: 120,
  urlMax: 2048,
  planNameMax: 120,
  priceMax: 60,
  durationMax: 60,
  featureMax: 200,
  featuresMax: 30,
  subtitleMax: 500,
  phoneMax: 40,
  addressMax: 500,
  cityMax: 100,
  instagramMax: 30,
  siteNameMax: 100,
  taglineMax: 200,
  licenceMax: 100,
  metaDescriptionMax: 300,
  footerTextMax: 300,
  festiveTextMax: 50,
  policyTitleMax: 100,
  policyContentMax: 50_000,
  instructionsMax: 2000,
} as const;

export const CONTENT_MESSAGES = {
  urlInvalid: "Use a web address starting with http:// or https://, or a path on this site starting with /",
  instagramInvalid: "Enter the Instagram handle without @ (letters, numbers, dots and underscores)",
  timeInvalid: "Use 24-hour times like 06:00, with closing after opening",
  festiveColorInvalid: "Choose one of the festive colour themes",
  tooManyFeatures: `A plan can list at most ${CONTENT_LIMITS.featuresMax} features`,
} as const;

export const requiredText = (label: string, max: number): Rule => (value) => {
  const text = value?.trim() ?? "";
  if (!text) return `${label} is required`;
  return text.length > max ? tooLong(label, max) : undefined;
};

export const optionalText = (label: string, max: number): Rule => (value) =>
  (value?.trim().length ?? 0) > max ? tooLong(label, max) : undefined;

/** Only http(s) URLs and site-relative paths; never javascript:, data: or protocol-relative //. */
export function isSafeUrl(value: string): boolean {
  const text = value.trim();
  if (text.startsWith("/")) return !text.startsWith("//") && !/[\s\\]/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

export const urlRule = (label: string, { optional = false } = {}): Rule => (value) => {
  const text = value?.trim() ?? "";
  if (!text) return optional ? undefined : `${label} is required`;
  if (text.length > CONTENT_LIMITS.urlMax) return tooLong(label, CONTENT_LIMITS.urlMax);
  return isSafeUrl(text) ? undefined : CONTENT_MESSAGES.urlInvalid;
};

export const instagramRule: Rule = (value) => {
  const text = value?.trim() ?? "";
  if (!text) return "Instagram is required";
  return /^[A-Za-z0-9._]{1,30}$/.test(text) ? undefined : CONTENT_MESSAGES.instagramInvalid;
};
