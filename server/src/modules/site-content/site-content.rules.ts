import { type Rule, CONTENT_LIMITS as L, emailRule, instagramRule, requiredText, urlRule } from "../../../../common/validation";

/** Rules for a supplied (non-empty) value of each single-record field. */
export const HERO_RULES: Record<string, Rule> = {
  title: requiredText("Title", L.titleMax),
  subtitle: requiredText("Subtitle", L.subtitleMax),
  image: urlRule("Image"),
};

export const ABOUT_RULES: Record<string, Rule> = {
  title: requiredText("Title", L.titleMax),
  content: requiredText("Content", L.articleMax),
  image: urlRule("Image"),
};

export const CONTACT_RULES: Record<string, Rule> = {
  phone: requiredText("Phone", L.phoneMax),
  alternatePhone: requiredText("Alternate phone", L.phoneMax),
  whatsapp: requiredText("WhatsApp", L.phoneMax),
  email: emailRule,
  address: requiredText("Address", L.addressMax),
  city: requiredText("City", L.cityMax),
  instagram: instagramRule,
};

export const SETTINGS_RULES: Record<string, Rule> = {
  siteName: requiredText("Site name", L.siteNameMax),
  tagline: requiredText("Tagline", L.taglineMax),
  licenceNumber: requiredText("Licence number", L.licenceMax),
  metaDescription: requiredText("Meta description", L.metaDescriptionMax),
  footerText: requiredText("Footer text", L.footerTextMax),
  logo: urlRule("Logo"),
  footerLogo: urlRule("Footer logo"),
  favicon: urlRule("Favicon"),
  featuredImage: urlRule("Featured image"),
};

export const FESTIVE_TEXT_RULE: Rule = requiredText("Badge text", L.festiveTextMax);
