import { Content1763780000000 } from "./1763780000000-content";
import { Accounts1763790000000 } from "./1763790000000-accounts";
import { Messages1763800000000 } from "./1763800000000-messages";
import { Admin1763810000000 } from "./1763810000000-admin";
import { PlanDefaultLinks1763826000000 } from "./1763826000000-plan-default-links";
import { ExactEmails1763850000000 } from "./1763850000000-exact-emails";
import { DataRights1795493303006 } from "./1795493303006-data-rights";
import { EmailVerification1795493391402 } from "./1795493391402-email-verification";
import { Sessions1795493281674 } from "./1795493281674-sessions";
import { TwoFactor1795493288586 } from "./1795493288586-two-factor";
import { MediaLibrary1795504303843 } from "./1795504303843-media-library";
import { MemberListIndexes1795600000000 } from "./1795600000000-member-list-indexes";
import { MemberImport1795600100000 } from "./1795600100000-member-import";
import { MembershipHistory1795600200000 } from "./1795600200000-membership-history";
import { Reminders1795600300000 } from "./1795600300000-reminders";
import { ContentVersions1795700100000 } from "./1795700100000-content-versions";
import { FestiveCampaigns1795700300000 } from "./1795700300000-festive-campaigns";
import { Publication1795700000000 } from "./1795700000000-publication";
import { PolicyVersions1795700200000 } from "./1795700200000-policy-versions";
import { PostMailings1795700400000 } from "./1795700400000-post-mailings";
import { ApiKeys1795800000000 } from "./1795800000000-api-keys";
import { Webhooks1795800100000 } from "./1795800100000-webhooks";

/** Every migration, oldest first. */
export const migrations = [
  Content1763780000000,
  Accounts1763790000000,
  Messages1763800000000,
  Admin1763810000000,
  PlanDefaultLinks1763826000000,
  ExactEmails1763850000000,
  DataRights1795493303006,
  EmailVerification1795493391402,
  Sessions1795493281674,
  TwoFactor1795493288586,
  MediaLibrary1795504303843,
  MemberListIndexes1795600000000,
  MemberImport1795600100000,
  MembershipHistory1795600200000,
  Reminders1795600300000,
  Publication1795700000000,
  ContentVersions1795700100000,
  PolicyVersions1795700200000,
  FestiveCampaigns1795700300000,
  PostMailings1795700400000,
  ApiKeys1795800000000,
  Webhooks1795800100000,
];
