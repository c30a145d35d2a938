import { registerEnumType } from "type-graphql";
import { AccountStatus, MembershipTier, Role } from "../../../../common/enums";

export { AccountStatus, MembershipTier, Role };

registerEnumType(Role, {
  name: "Role",
  description: "What an account may do on the site; values are lower case, as the REST API and the client spell them.",
  valuesConfig: {
    admin: { description: "Runs the site from /admin: content, members, messages; must sign in with two-factor." },
    user: { description: "A member: sees their own membership, referrals and settings." },
  },
});
registerEnumType(MembershipTier, {
  name: "MembershipTier",
  description: "The level of a member's gym membership, set by admins (an upgrade or the member import).",
  valuesConfig: {
    basic: { description: "The entry membership every new account starts with." },
    premium: { description: "The middle membership level." },
    platinum: { description: "The highest membership level." },
  },
});
registerEnumType(AccountStatus, {
  name: "AccountStatus",
  description: "Whether an account may sign in; admins change it.",
  valuesConfig: {
    active: { description: "May sign in and use the member area." },
    inactive: { description: "Deactivated by an admin: cannot sign in, and its sessions have ended." },
  },
});
