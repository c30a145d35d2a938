import { ACCOUNT_STATUSES, BADGES, MEMBERSHIP_TIERS, ROLES } from "../../../common/enums";
import { EXPIRY_RANGE, LIMITS } from "../../../common/validation";
import type { JsonSchema } from "./route-docs";

/** A reference to one of the shared schemas below. */
type SharedSchema = "User" | "Session" | "SignedInDevice" | "ErrorEnvelope";

export const ref = (name: SharedSchema): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const str = (description: string, extra: JsonSchema = {}): JsonSchema => ({ type: "string", description, ...extra });

/** An object whose listed properties are all required unless named in `optional`. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return { type: "object", properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}

const instant = (description: string): JsonSchema => ({ type: "string", format: "date-time", description });
const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type, "null"] });

export const password = (description: string): JsonSchema =>
  str(description, { minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax, format: "password" });

export const recoveryCodes: JsonSchema = object({
  recovery_codes: {
    type: "array",
    items: { type: "string" },
    minItems: LIMITS.recoveryCodeCount,
    maxItems: LIMITS.recoveryCodeCount,
    description: "One-time codes that sign in instead of an authenticator code; shown only in this answer.",
  },
});

export const emailAddress = str("E-mail address; compared without regard to letter case.", {
  format: "email",
  maxLength: LIMITS.emailMax,
});

export const expiryDate = str(
  `Last day of the membership, a gym date (Asia/Kolkata) from ${EXPIRY_RANGE.earliest} to ${EXPIRY_RANGE.latest}.`,
  { format: "date" },
);

/** Schemas more than one route answers, listed under `components.schemas`. */
export const SHARED_SCHEMAS = {
  User: {
    ...object({
      id: { type: "integer", description: "The account's number, used in /users/{id}." },
      email: emailAddress,
      name: str("Full name as the member gave it."),
      role: { type: "string", enum: ROLES, description: "`admin` runs the site; `user` is a member." },
      membership_tier: { type: "string", enum: MEMBERSHIP_TIERS, description: "The plan level the gym recorded." },
      account_status: { type: "string", enum: ACCOUNT_STATUSES, description: "An inactive account cannot sign in." },
      expiration_date: nullable(
        instant("When the membership ends: the last moment of its last day in Asia/Kolkata, as a UTC instant; null if none is set."),
      ),
      upgraded_at: nullable(instant("When an admin last upgraded the membership; null if never.")),
      badge: { type: "string", enum: BADGES, description: "The badge shown on the member's profile, lowest first in this list." },
      referral_score: { type: "integer", minimum: 0, description: "Points earned by confirmed referrals." },
      created_at: instant("When the account was created (member since)."),
      member_id: str("The member ID printed on the gym card, derived from the id.", { pattern: "^IWF-\\d{6,}$" }),
      email_verified: { type: "boolean", description: "Whether the member has opened the verification link mailed to them." },
    }),
    description: "A gym account in the field names of docs/spec.md section 7. Members read only their own; admins read any.",
    examples: [
      {
        id: 2,
        email: "asha@example.com",
        name: "Asha Deka",
        role: "user",
        membership_tier: "premium",
        account_status: "active",
        expiration_date: "2027-11-30T18:29:59.999Z",
        upgraded_at: "2026-11-25T06:30:00.000Z",
        badge: "gold",
        referral_score: 40,
        created_at: "2026-11-25T06:00:00.000Z",
        member_id: "IWF-000002",
        email_verified: true,
      },
    ],
  },
  Session: {
    ...object({
      user: ref("User"),
      token: str("Bearer token for `Authorization: Bearer <token>`; short-lived."),
      refresh_token: str("Single-use token for POST /auth/refresh, which answers a new pair."),
    }),
    description: "A signed-in session: the account and the tokens that act for it.",
  },
  SignedInDevice: {
    ...object({
      id: str("Pass to DELETE /auth/sessions/{id} to sign this device out."),
      device: str('The browser and system in plain words, e.g. "Chrome on Android".'),
      place: str('The network it signed in from, never the full address: "203.0.113.x" or an IPv6 /48.'),
      created_at: instant("When the device signed in."),
      last_seen_at: instant("When the device last used the session; updated at most once a minute."),
      current: { type: "boolean", description: "The session this request runs in." },
    }),
    description: "A device signed in to the account: one server-side session.",
  },
  ErrorEnvelope: {
    ...object(
      {
        success: { const: false },
        message: str("What went wrong, in words to show the person (the first field's message for a 400)."),
        data: { type: "null" },
        errors: {
          type: "object",
          additionalProperties: { type: "string" },
          description: "With a 400 for invalid input: each refused body field and its message.",
        },
      },
      ["errors"],
    ),
    description: "Every error answer of /api.",
  },
} satisfies Record<SharedSchema, JsonSchema>;

/** The answer to every successful call but a download: `{ success: true, message, data }`. */
export const successEnvelope = (data: JsonSchema): JsonSchema =>
  object({ success: { const: true }, message: str("What happened, in words to show the person."), data });
