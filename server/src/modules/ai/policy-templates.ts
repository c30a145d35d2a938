import { describeOpeningHours } from "../../../../common/opening-hours";
import { PolicyType } from "../policy/policy.entity";
import type { ContactInfo } from "../site-content/contact-info.entity";

export interface TemplateFacts {
  siteName: string;
  contact: ContactInfo;
}

const INTRO: Record<PolicyType, string> = {
  [PolicyType.privacy]: "This privacy policy applies to",
  [PolicyType.terms]: "These terms and conditions apply to memberships of",
  [PolicyType.refund]: "This refund policy applies to memberships of",
};

const SECTIONS: Record<PolicyType, (f: TemplateFacts) => string[]> = {
  [PolicyType.privacy]: ({ siteName }) => [
    "## Who we are",
    `${siteName} runs the gym and this website. This policy explains what personal data we collect, why we collect it and the choices you have.`,
    "## What we collect",
    "- Your name, e-mail address and a securely hashed password when you create an account.\n- Your membership tier, status and expiry while you are a member.\n- Messages you send us through the contact form.\n- Anonymous daily page-view counts; no personal data is kept for them.",
    "## How we use it",
    "- To run your membership and answer your questions.\n- To send service e-mails such as password-reset links.\n- We never sell your data or share it with advertisers.",
    "## How long we keep it",
    "Account data is kept while your account exists, and erased 14 days after you delete it. Contact messages are deleted after 12 months. Backups and server logs are kept for at most 30 days.",
    "## Your rights",
    'On your profile, under "Your data", you can download a copy of everything we hold about you and delete your account (signing in within 14 days cancels the deletion). You may also ask us to correct your data. We answer within 30 days.',
  ],
  [PolicyType.terms]: ({ siteName }) => [
    "## Membership",
    `1. A membership of ${siteName} is personal and may not be transferred, except for couple, friends and family packages.\n2. Every new member completes a short health questionnaire before the first session.`,
    "## Fees and payment",
    "- Prices are in Indian Rupees (INR).\n- There is **no joining fee**.\n- Fees are paid in advance for the whole plan period.\n- You may change your plan at any time by paying the difference.",
    "## Pausing a membership",
    "A membership may be paused for up to **3 months** with advance notice at the front desk.",
    "## Gym rules",
    "- Wear clean indoor shoes and carry a towel.\n- Re-rack weights and wipe down equipment after use.\n- Follow the instructions of our trainers.",
    "## Liability",
    "Train within your limits and tell a trainer about any injury or medical condition before training.",
  ],
  [PolicyType.refund]: () => [
    "## Our approach",
    "If something is not right, talk to us first: most problems can be solved with a pause or a plan change.",
    "## When you can get a refund",
    "| Situation | Refund |\n|---|---|\n| Cancelled within 7 days of payment, no sessions used | Full refund |\n| Medical condition that prevents training (doctor's certificate) | Pro-rata refund of unused full months |\n| Any other reason after 7 days | No refund; a pause may be offered |",
    "## How to ask",
    "Bring your payment receipt to the front desk or write to us. Approved refunds are paid to the original payment method within 10 working days.",
  ],
};

/**
 * A complete starting text for a page that has none yet, filled with the gym's details. It has
 * no title heading: the public page shows the title above the content.
 */
export function policyTemplate(type: PolicyType, facts: TemplateFacts): string {
  const { siteName, contact } = facts;
  return [
    `${INTRO[type]} ${siteName}, ${contact.address}.`,
    ...SECTIONS[type](facts),
    "## Contact us",
    `- Phone: ${contact.phone}\n- E-mail: ${contact.email}\n- Address: ${contact.address}\n- Opening hours: ${describeOpeningHours(contact.openingHours).join("; ")}`,
  ].join("\n\n");
}
