import { array, boolean, object, string } from "yup";
import { tooLong } from "./messages";

/*
 * Webhooks (issue 19, item 4): an admin subscribes a URL to some of these events; each delivery
 * is signed per the Standard Webhooks specification (https://www.standardwebhooks.com).
 */

/** Every event a webhook endpoint can subscribe to, with what it means for the gym. */
export const WEBHOOK_EVENTS = [
  { type: "member.signed_up", label: "Member signed up", description: "Someone created a member account on the site." },
  {
    type: "membership.upgraded",
    label: "Membership upgraded",
    description: "A member's tier was raised (Basic → Premium → Platinum) by an admin.",
  },
  {
    type: "membership.expired",
    label: "Membership expired",
    description: "A member's expiry date passed (sent once per member and expiry date, within the hour).",
  },
  { type: "contact_message.received", label: "Contact message received", description: "A visitor sent the contact form." },
  {
    type: "post.published",
    label: "Blog post published",
    description: "A blog post went live (published now, or its scheduled time came).",
  },
  { type: "policy.changed", label: "Policy changed", description: "A new version of the privacy, terms or refund policy was published." },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]["type"];

/** Sent only by "Send test event"; endpoints need not subscribe to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

const WEBHOOK_EVENT_TYPES: readonly string[] = WEBHOOK_EVENTS.map((event) => event.type);

export const WEBHOOK_LIMITS = {
  urlMax: 500,
  descriptionMax: 200,
  /** Endpoints at most; each event is one delivery per subscribed endpoint. */
  endpointsMax: 20,
  /** Deliveries per page of the panel's table. */
  deliveriesPage: 25,
  deliveriesPageMax: 100,
  /** Events (with their deliveries and attempts) are deleted this many days after they were raised: they hold members' data. */
  retentionDays: 30,
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: "URL is required",
  urlInvalid: "Use an http:// or https:// address, e.g. https://crm.example.com/hooks/gym",
  eventsRequired: "Choose at least one event",
  eventUnknown: "Unknown event",
  notFound: "Webhook endpoint not found",
  deliveryNotFound: "Webhook delivery not found",
  tooMany: `At most ${WEBHOOK_LIMITS.endpointsMax} webhook endpoints`,
  privateTarget: "This address is on a private, loopback, link-local or multicast network; webhooks are only sent to public addresses",
} as const;

/** Whether a URL is an absolute http(s) address without credentials (the host is checked again at every send). */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // No user:password@ in the address: it would be sent to the receiver's logs, and hides the real host from a reader.
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !/^[a-z]+:\/\/[^/?#]*@/i.test(value.trim());
}

export const webhookEndpointSchema = object({
  url: string()
    .trim()
    .required(WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_LIMITS.urlMax, tooLong("URL", WEBHOOK_LIMITS.urlMax))
    .test("webhook-url", WEBHOOK_MESSAGES.urlInvalid, (value) => !value || isWebhookUrl(value)),
  events: array()
    .of(
      string()
        .required()
        .oneOf([...WEBHOOK_EVENT_TYPES], WEBHOOK_MESSAGES.eventUnknown),
    )
    .required(WEBHOOK_MESSAGES.eventsRequired)
    .min(1, WEBHOOK_MESSAGES.eventsRequired),
  description: string().trim().nullable().max(WEBHOOK_LIMITS.descriptionMax, tooLong("Description", WEBHOOK_LIMITS.descriptionMax)),
  enabled: boolean().nullable(),
});

/** Where a delivery stands; lower case like the schema's other enums. */
export enum WebhookDeliveryStatus {
  pending = "pending",
  succeeded = "succeeded",
  failed = "failed",
}

/**
 * After a failed attempt the next comes this much later (the Standard Webhooks suggestion):
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; eight attempts over about 27 hours, then the delivery has failed.
 */
export const WEBHOOK_RETRY_SCHEDULE_MS: readonly number[] = [5, 300, 1800, 7200, 18_000, 36_000, 36_000].map((s) => s * 1000);
