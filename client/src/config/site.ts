/** Shown while the site settings load, or when they cannot be loaded. */
export const DEFAULT_SITE_NAME = "Iron Warrior Fitness";

export const AGENCY_CREDIT = {
  label: "Website by Northeast Digital",
  url: "https://northeastdigital.in",
} as const;

export const CHAT_GREETING = "Hi! I'd like to know more about your gym and memberships.";
