import { CONTENT_LIMITS as L, requiredText, urlRule } from "../../../../../../common/validation";
import * as Yup from "yup";
import type { AdminSiteSettingsFragment } from "../../../../graphql/generated";
import { ruleField } from "../../../../components/admin/rule-field";

export const SETTINGS_FIELDS = [
  "siteName", "tagline", "licenceNumber", "metaDescription", "footerText", "logo", "footerLogo", "favicon", "featuredImage",
] as const;

export type SiteSettingsValues = Record<(typeof SETTINGS_FIELDS)[number], string>;

/** All nine are required: each one appears on every public page. */
export const siteSettingsSchema = Yup.object({
  siteName: ruleField(requiredText("Site name", L.siteNameMax)),
  tagline: ruleField(requiredText("Tagline", L.taglineMax)),
  licenceNumber: ruleField(requiredText("Licence number", L.licenceMax)),
  metaDescription: ruleField(requiredText("Meta description", L.metaDescriptionMax)),
  footerText: ruleField(requiredText("Footer text", L.footerTextMax)),
  logo: ruleField(urlRule("Logo")),
  footerLogo: ruleField(urlRule("Footer logo")),
  favicon: ruleField(urlRule("Favicon")),
  featuredImage: ruleField(urlRule("Featured image")),
});

export function siteSettingsValues(settings: AdminSiteSettingsFragment): SiteSettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field]])) as SiteSettingsValues;
}

export function siteSettingsInput(values: SiteSettingsValues): SiteSettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, values[field].trim()])) as SiteSettingsValues;
}

/** The footer shows only the part before a '|'. */
export const footerShown = (footerText: string) => footerText.split("|")[0]!.trim();
