import { registerEnumType } from "type-graphql";

/** What a password reset link can still do; says nothing about the account it belongs to. */
export enum ResetTokenStatus {
  valid = "valid",
  expired = "expired",
  used = "used",
  invalid = "invalid",
}

registerEnumType(ResetTokenStatus, {
  name: "ResetTokenStatus",
  description: "What a password reset link can still do; says nothing about the account it belongs to.",
  valuesConfig: {
    valid: { description: "A new password may be set with this token." },
    expired: { description: "The link is older than one hour: ask for a new one." },
    used: { description: "The link has already set a password; each works once." },
    invalid: { description: "Unknown or malformed token." },
  },
});
