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
  description: "valid: a new password may be set; expired: older than one hour; used: already spent; invalid: unknown or malformed.",
});
