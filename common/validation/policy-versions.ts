import { boolean, number, object, string } from "yup";
import { PolicyType } from "../enums";
import { optionalText } from "./fields";
import { policySchema } from "./content-schemas";

// Policies are versioned documents members accept (issue 18, item 5).

export const POLICY_VERSION_LIMITS = {
  changeNoteMax: 300,
  /** The part of a browser's user agent kept with an acceptance. */
  acceptanceClientMax: 200,
} as const;

export const POLICY_VERSION_MESSAGES = {
  acceptPoliciesRequired: "Please accept the Terms & Conditions and the Privacy Policy to create an account",
  acceptanceRequired: "Please review and accept the updated Terms & Conditions and Privacy Policy first",
  versionNotCurrent: "This policy has changed since you opened the page. Please review the current version.",
  nothingToAccept: "Choose at least one policy to accept",
  versionNotFound: "That version of the policy does not exist",
  versionInvalid: "Choose a version number",
} as const;

/** Terms and privacy are the documents members accept; the refund policy is informational. */
export const ACCEPTED_POLICY_TYPES = ["terms", "privacy"] as const;

/** A member signing up must tick the box; the server refuses the sign-up otherwise. */
export const acceptPoliciesField = () =>
  boolean()
    .nullable()
    .test("accepted", POLICY_VERSION_MESSAGES.acceptPoliciesRequired, (value) => value === true);

/** Saving a policy publishes a version; a material one asks members to accept it again. */
export const publishPolicySchema = policySchema.shape({
  material: boolean().nullable(),
  changeNote: optionalText("What changed", POLICY_VERSION_LIMITS.changeNoteMax),
});

const versionNumber = () => number().integer(POLICY_VERSION_MESSAGES.versionInvalid).min(1, POLICY_VERSION_MESSAGES.versionInvalid);

export const restorePolicyVersionSchema = object({
  policyType: string().required().oneOf(Object.values(PolicyType)),
  version: versionNumber().required(POLICY_VERSION_MESSAGES.versionInvalid),
  material: boolean().nullable(),
  changeNote: optionalText("What changed", POLICY_VERSION_LIMITS.changeNoteMax),
});

/** The versions the member read and accepts: each must still be the current one. */
export const acceptPoliciesSchema = object({
  terms: versionNumber()
    .nullable()
    .test("some", POLICY_VERSION_MESSAGES.nothingToAccept, function some(value) {
      return value != null || (this.parent as { privacy?: number | null }).privacy != null;
    }),
  privacy: versionNumber().nullable(),
});
