import { array, boolean, object, string } from "yup";
import { BADGES, FESTIVE_COLORS } from "../enums";
import { CONTACT_LIMITS as C, CONTACT_MESSAGES, CONTENT_LIMITS as L, CONTENT_MESSAGES } from "./content-limits";
import { contactPhoneField, emailField, optionalText, requiredText, urlField, wholeNumberField } from "./fields";
import { LIMITS } from "./limits";
import { withinMarkdownNesting } from "./markdown-nesting";
import { MESSAGES } from "./messages";

// One schema per content input of the GraphQL API, in the order its fields are reported.

const filled = (features: readonly (string | null | undefined)[] = []) => features.map((f) => f?.trim() ?? "").filter(Boolean);

/** Empty feature rows are allowed: saving drops them. */
export const planSchema = object({
  name: requiredText("Name", L.planNameMax),
  price: requiredText("Price", L.priceMax),
  duration: requiredText("Duration", L.durationMax),
  features: array(optionalText("Each feature", L.featureMax))
    .default([])
    .test("at-most", CONTENT_MESSAGES.tooManyFeatures, (features) => filled(features).length <= L.featuresMax),
  buttonLink: urlField("Button link", { optional: true }),
});

export const blogPostSchema = object({
  title: requiredText("Title", L.titleMax),
  excerpt: requiredText("Excerpt", L.excerptMax),
  content: requiredText("Content", L.articleMax).test("markdown-nesting", MESSAGES.markdownTooDeep, withinMarkdownNesting),
  image: urlField("Image URL"),
  author: requiredText("Author", L.authorMax),
});

export const policySchema = object({
  content: requiredText("Content", L.policyContentMax).test("markdown-nesting", MESSAGES.markdownTooDeep, withinMarkdownNesting),
  title: optionalText("Title", L.policyTitleMax),
});

export const generatePolicySchema = object({
  title: optionalText("Title", L.policyTitleMax),
  content: optionalText("Content", L.policyContentMax).test("markdown-nesting", MESSAGES.markdownTooDeep, withinMarkdownNesting),
  instructions: optionalText("Instructions", L.instructionsMax),
});

export const referralBonusSchema = object({
  bonus: wholeNumberField(LIMITS.referralBonusMax, MESSAGES.bonusInvalid).required(MESSAGES.bonusInvalid),
  description: requiredText("Description", LIMITS.badgeDescriptionMax, MESSAGES.descriptionRequired),
  badgeType: string().oneOf(BADGES),
});

export const contactMessageSchema = object({
  firstName: requiredText("First name", C.firstNameMax, CONTACT_MESSAGES.firstNameRequired),
  lastName: requiredText("Last name", C.lastNameMax, CONTACT_MESSAGES.lastNameRequired),
  email: emailField(),
  phone: contactPhoneField(),
  subject: requiredText("Subject", C.subjectMax, CONTACT_MESSAGES.subjectRequired),
  message: requiredText("Message", C.messageMax, CONTACT_MESSAGES.messageRequired),
});

export const festiveBadgeSchema = object({
  text: requiredText("Badge text", L.festiveTextMax),
  color: string().defined(CONTENT_MESSAGES.festiveColorInvalid).oneOf(FESTIVE_COLORS, CONTENT_MESSAGES.festiveColorInvalid),
  enabled: boolean(),
});
