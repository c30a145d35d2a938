import { PolicyType } from "../../modules/policy/policy.entity";

const privacy = `## Who we are

Iron Warrior Fitness ("we", "us") runs the gym at Zoo Road, Guwahati, and this website. This policy explains what personal data we collect, why, and what choices you have.

## What we collect

| Data | When | Why |
|---|---|---|
| Name, e-mail address, password (stored only as a secure hash) | When you create an account | To let you sign in and see your membership |
| Membership tier, status and expiry | When you join or renew | To run your membership |
| Messages you send through the contact form | When you write to us | To answer you |
| E-mail address for updates | When you subscribe on the blog | To send occasional news; unsubscribe at any time |
| Page-view counts per day | When you browse | To know which pages help visitors; no personal data is kept |

## How we use it

- To manage your membership and answer your questions.
- To send service messages such as a password-reset link.
- We never sell your data and never share it with advertisers.

## How long we keep it

- **Your account** (name, e-mail, membership, referral record) is kept while your account exists. When you delete it, it is erased 14 days later.
- **Contact messages** are deleted 12 months after you send them, or when your account is erased.
- **Newsletter subscriptions** last until you ask us to remove them or your account is erased.
- **Password-reset links** work for one hour, once.
- **Sign-in sessions** last at most 7 days and end at once when you change your password or delete your account.
- **Backups** of our database are kept for at most 30 days, and **server logs** (which never contain passwords) for at most 30 days.
- Our **audit log** of changes made by our staff is kept, but once your account is erased it refers to you only as an anonymous "deleted account".

## Your rights

- **Get a copy of your data**: on your profile, under "Your data", choose **Download my data** for a file with everything we hold about you.
- **Delete your account**: on your profile, choose **Delete my account** and confirm with your password. You are signed out everywhere and we e-mail you the date your account will be erased, 14 days later. Signing in before then cancels the deletion.
- **Correct your data**: change your name and password on your profile; for anything else, write to **hello@ironwarriorfitness.in**.

You may also exercise any of these rights, or raise a concern, by writing to **hello@ironwarriorfitness.in**. We answer within 30 days.

## Security

Passwords are hashed, connections are encrypted, and only our administrators can see member records.

## Changes

We will post any change to this policy on this page with a new "Last updated" date.
`;

const terms = `## Membership

1. A membership is personal and may not be transferred, except for couple, friends and family packages, which cover the people named at registration.
2. Every new member completes a short health questionnaire before the first session.
3. Please carry your membership card or show your profile page at the front desk.

## Fees and payment

- All prices are in Indian Rupees (INR) and include GST where applicable.
- There is **no joining fee**.
- Fees are paid in advance for the full plan period, at the front desk or by UPI.
- You may change your plan at any time by paying the difference.

## Pausing a membership

Memberships of three months or longer may be paused for up to **3 months** in total, with advance notice at the front desk.

## Gym rules

- Wear clean indoor shoes and carry a towel.
- Re-rack weights after use and wipe down equipment.
- Follow the instructions of our trainers; ask for a spotter for heavy lifts.
- Harassment of any kind leads to immediate cancellation without refund.

## Personal training

Personal-training sessions must be used within the plan period. Sessions cancelled with less than 6 hours' notice count as used.

## Liability

Train within your limits and tell a trainer about any injury or medical condition. Iron Warrior Fitness is not liable for injuries caused by ignoring instructions, or for the loss of personal belongings left outside the lockers.

## Contact

Questions about these terms: **hello@ironwarriorfitness.in** or +91 98640 12345.
`;

const refund = `## Our approach

We want you to train with us because you enjoy it. If something is not right, talk to us first; most problems can be solved with a pause or a plan change.

## When you can get a refund

| Situation | Refund |
|---|---|
| Cancelled within 7 days of payment, no sessions used | Full refund |
| Cancelled within 7 days, some sessions used | Refund minus ₹200 per visit |
| Medical condition that prevents training (doctor's certificate) | Pro-rata refund of unused full months |
| Relocation away from Guwahati (proof of address) | Pro-rata refund of unused full months, minus ₹500 |
| Any other reason after 7 days | No refund; a pause or transfer may be offered |

## Personal training

Unused personal-training sessions are refunded pro rata only under the medical or relocation rules above.

## How to ask

Write to **hello@ironwarriorfitness.in** or visit the front desk with your payment receipt. Approved refunds are paid to the original payment method within 10 working days.
`;

export const policySeeds: Record<PolicyType, string> = {
  [PolicyType.privacy]: privacy,
  [PolicyType.terms]: terms,
  [PolicyType.refund]: refund,
};
