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
  allSevenDays: "Give opening hours for all seven days, Monday first",
  festiveColorInvalid: "Choose one of the festive colour themes",
  tooManyFeatures: `A plan can list at most ${CONTENT_LIMITS.featuresMax} features`,
} as const;

export const CONTACT_LIMITS = {
  firstNameMax: 50,
  lastNameMax: 50,
  phoneMax: 20,
  subjectMax: 150,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  phoneInvalid: "Please enter a valid phone number",
  sent: "Thank you for your message! We will get back to you soon.",
  subscribed: "Thanks for subscribing! Please check your inbox to confirm your subscription.",
} as const;
