import { boolean, number, object, string } from "yup";

/** The renewal reminders (issue 17, item 4): three before the expiry, one win-back after it lapsed. */
export const REMINDER_KINDS = ["before_30", "before_7", "before_1", "win_back"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Mailing lists a member can leave with one click; each unsubscribe token names one. */
export const MAIL_LISTS = ["reminders", "newsletter"] as const;
export type MailList = (typeof MAIL_LISTS)[number];

export const REMINDER_LIMITS = {
  daysMin: 1,
  daysMax: 365,
  subjectMax: 150,
  bodyMax: 5000,
  /** A win-back is still sent this many days after its day, e.g. after the servers were down. */
  winBackCatchUpDays: 7,
  /** Members read and mailed per batch by a reminder run. */
  batchSize: 500,
  /** A send that failed is tried again by a later run, at most this many times in all. */
  maxAttempts: 3,
  /** Days a newsletter confirmation link stays valid. */
  newsletterConfirmDays: 7,
} as const;

/** Placeholders a reminder's subject and body may use; anything else in braces stays as typed. */
export const REMINDER_PLACEHOLDERS = ["name", "memberId", "expiryDate", "daysLeft", "plan", "renewUrl"] as const;

export const REMINDER_MESSAGES = {
  daysRange: `Days must be a whole number from ${REMINDER_LIMITS.daysMin} to ${REMINDER_LIMITS.daysMax}`,
  subjectRequired: "Subject is required",
  subjectTooLong: `Subject must be at most ${REMINDER_LIMITS.subjectMax} characters`,
  bodyRequired: "Message is required",
  bodyTooLong: `Message must be at most ${REMINDER_LIMITS.bodyMax} characters`,
  unknownKind: "Unknown reminder kind",
  saved: "Reminder saved",
  unsubscribeInvalid: "This unsubscribe link is not valid. Please use the link from the latest e-mail.",
  unsubscribedReminders: "You will no longer receive membership renewal reminders from Iron Warrior Fitness.",
  unsubscribedNewsletter: "You have been unsubscribed from the Iron Warrior Fitness newsletter.",
  confirmInvalid: "This confirmation link is not valid or has expired. Please subscribe again.",
  confirmed: "Thank you! Your subscription to the Iron Warrior Fitness newsletter is confirmed.",
  subscriberNotFound: "Subscriber not found",
  subscriberRemoved: "Subscriber unsubscribed",
} as const;

/** What an admin saves for one reminder kind. */
export const reminderRuleSchema = object({
  days: number()
    .typeError(REMINDER_MESSAGES.daysRange)
    .integer(REMINDER_MESSAGES.daysRange)
    .min(REMINDER_LIMITS.daysMin, REMINDER_MESSAGES.daysRange)
    .max(REMINDER_LIMITS.daysMax, REMINDER_MESSAGES.daysRange)
    .required(REMINDER_MESSAGES.daysRange),
  subject: string().trim().required(REMINDER_MESSAGES.subjectRequired).max(REMINDER_LIMITS.subjectMax, REMINDER_MESSAGES.subjectTooLong),
  body: string().trim().required(REMINDER_MESSAGES.bodyRequired).max(REMINDER_LIMITS.bodyMax, REMINDER_MESSAGES.bodyTooLong),
  enabled: boolean().required(),
});

export interface ReminderRuleDefaults {
  kind: ReminderKind;
  days: number;
  subject: string;
  body: string;
}

/** The texts the gym starts with; the admin edits them in the panel. */
export const DEFAULT_REMINDER_RULES: readonly ReminderRuleDefaults[] = [
  {
    kind: "before_30",
    days: 30,
    subject: "Your Iron Warrior Fitness membership renews in {daysLeft} days",
    body: [
      "Hi {name},",
      "",
      "Just a friendly note: your {plan} membership (member ID {memberId}) runs until {expiryDate}, {daysLeft} days from now.",
      "Renew early and keep your streak going, no gap in your training:",
      "{renewUrl}",
      "",
      "Questions about plans or timings? Reply to this e-mail or drop by the front desk.",
      "",
      "See you on the floor,",
      "Team Iron Warrior Fitness, Guwahati",
    ].join("\n"),
  },
  {
    kind: "before_7",
    days: 7,
    subject: "One week left on your Iron Warrior Fitness membership",
    body: [
      "Hi {name},",
      "",
      "Your {plan} membership (member ID {memberId}) ends on {expiryDate}, just {daysLeft} days away.",
      "Renew now so your gym access carries on without a break:",
      "{renewUrl}",
      "",
      "Keep pushing,",
      "Team Iron Warrior Fitness, Guwahati",
    ].join("\n"),
  },
  {
    kind: "before_1",
    days: 1,
    subject: "Your Iron Warrior Fitness membership ends tomorrow",
    body: [
      "Hi {name},",
      "",
      "Your {plan} membership (member ID {memberId}) ends on {expiryDate}.",
      "Renew today and walk in tomorrow as usual:",
      "{renewUrl}",
      "",
      "Team Iron Warrior Fitness, Guwahati",
    ].join("\n"),
  },
  {
    kind: "win_back",
    days: 7,
    subject: "We miss you at Iron Warrior Fitness",
    body: [
      "Hi {name},",
      "",
      "Your membership (member ID {memberId}) ended on {expiryDate}, and the gym is not the same without you.",
      "Whenever you are ready to get back to it, renew here and pick up where you left off:",
      "{renewUrl}",
      "",
      "Our trainers are happy to plan an easy restart with you.",
      "",
      "Team Iron Warrior Fitness, Guwahati",
    ].join("\n"),
  },
];

/** Fills the known placeholders; an unknown {word} stays as typed. */
export function fillReminderTemplate(template: string, values: Record<(typeof REMINDER_PLACEHOLDERS)[number], string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? values[key as keyof typeof values] : match,
  );
}

/** A newsletter address is pending until its confirmation link is opened. */
export const SUBSCRIBER_STATUSES = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStatusName = (typeof SUBSCRIBER_STATUSES)[number];
