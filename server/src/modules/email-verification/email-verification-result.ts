import { registerEnumType } from "type-graphql";

/** What following a verification link did; says nothing about accounts it does not belong to. */
export enum EmailVerificationResult {
  verified = "verified",
  expired = "expired",
  used = "used",
  invalid = "invalid",
}

registerEnumType(EmailVerificationResult, {
  name: "EmailVerificationResult",
  description:
    "verified: the address is confirmed; expired: the link is older than 48 hours; used: the link was already followed; invalid: unknown, malformed, or the account's address has changed since.",
});
