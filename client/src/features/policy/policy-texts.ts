import { PolicyType } from "../../graphql/generated";
import { paths } from "../../config/paths";

export interface PolicyTexts {
  heading: string;
  path: string;
  loading: string;
  failed: string;
  empty: string;
  /** The page description when the policy has no text yet. */
  description: string;
}

/** The spec's exact words (docs/spec.md) for each legal page's states. */
export const POLICY_TEXTS: Record<PolicyType, PolicyTexts> = {
  [PolicyType.Privacy]: {
    heading: "Privacy Policy",
    path: paths.privacyPolicy,
    loading: "Loading privacy policy...",
    failed: "Unable to load Privacy Policy. Please try again later.",
    empty: "No Privacy Policy available yet.",
    description: "How we collect, use and protect the personal data of our members and visitors.",
  },
  [PolicyType.Terms]: {
    heading: "Terms & Conditions",
    path: paths.termsConditions,
    loading: "Loading terms...",
    failed: "Unable to load Terms & Conditions. Please try again later.",
    empty: "No Terms & Conditions available yet.",
    description: "The terms of membership, payment and gym use that apply to every member.",
  },
  [PolicyType.Refund]: {
    heading: "Refund Policy",
    path: paths.refundPolicy,
    loading: "Loading refund policy...",
    failed: "Unable to load Refund Policy. Please try again later.",
    empty: "No Refund Policy available yet.",
    description: "When and how membership fees are refunded, and how to ask for a refund.",
  },
};
