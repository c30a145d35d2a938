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
  description: "What following an e-mail verification link did; says nothing about accounts it does not belong to.",
  valuesConfig: {
    verified: { description: "The account's address is now confirmed." },
    expired: { description: "The link is older than 48 hours: the member asks for a new one (resendVerificationEmail)." },
    used: { description: "The link was already followed; each works once." },
    invalid: { description: "Unknown or malformed token, or the account's address has changed since the link was sent." },
  },
});
