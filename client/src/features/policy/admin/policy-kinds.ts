import type { PolicyType } from "../../../graphql/generated";
import { paths } from "../../../config/paths";

export interface PolicyKind {
  type: PolicyType;
  title: string;
  path: string;
  /** What a good page of this kind covers, shown above the editor. */
  guideline: string;
}

export const POLICY_KINDS: readonly PolicyKind[] = [
  {
    type: "privacy",
    title: "Privacy Policy",
    path: paths.privacyPolicy,
    guideline:
      "Say what personal data the gym collects (accounts, contact messages, newsletter sign-ups, page-view counts), why, how long it is kept, and how members can ask for a copy or deletion.",
  },
  {
    type: "terms",
    title: "Terms & Conditions",
    path: paths.termsConditions,
    guideline:
      "Cover membership rules, payments and renewals, pausing (up to 3 months with advance notice), changing plans, conduct and safety in the gym, and limits of liability.",
  },
  {
    type: "refund",
    title: "Refund Policy",
    path: paths.refundPolicy,
    guideline:
      "State when a refund is possible, the time limits, how to ask for one and how long it takes, and what happens instead (pausing or changing plans) when no refund applies.",
  },
];
