import type { AdminSiteSettingsFragment } from "../../../../graphql/generated";

export const SETTINGS_FIELDS = [
  "siteName",
  "tagline",
  "licenceNumber",
  "metaDescription",
  "footerText",
  "logo",
  "footerLogo",
  "favicon",
  "featuredImage",
] as const;

export type SiteSettingsValues = Record<(typeof SETTINGS_FIELDS)[number], string>;

export function siteSettingsValues(settings: AdminSiteSettingsFragment): SiteSettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field]])) as SiteSettingsValues;
}

export function siteSettingsInput(values: SiteSettingsValues): SiteSettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, values[field].trim()])) as SiteSettingsValues;
}

/** The footer shows only the part before a '|'. */
export const footerShown = (footerText: string) => footerText.split("|")[0]!.trim();
