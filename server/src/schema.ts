import path from "node:path";
import { specifiedDirectives, type GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { authChecker } from "./auth/auth-checker";
import { cacheControlDirective } from "./cache/cache-control";
import { AuthResolver } from "./modules/auth/auth.resolver";
import { BlogResolver } from "./modules/blog/blog.resolver";
import { DashboardResolver } from "./modules/dashboard/dashboard.resolver";
import { WebhookResolver } from "./modules/webhook/webhook.resolver";
import { FestiveBadgeResolver, FestiveCampaignResolver } from "./modules/festive-campaign/festive-campaign.resolver";
import { EmailVerificationResolver } from "./modules/email-verification/email-verification.resolver";
import { MediaResolver } from "./modules/media/media.resolver";
import { pictureResolvers } from "./modules/media/picture.resolver";
import { MessageResolver } from "./modules/message/message.resolver";
import { NewsletterResolver } from "./modules/newsletter/newsletter.resolver";
import { PlanResolver } from "./modules/plan/plan.resolver";
import { PolicyResolver } from "./modules/policy/policy.resolver";
import { ReferralResolver } from "./modules/referral/referral.resolver";
import { ReferralStatsResolver } from "./modules/referral/referral-stats.resolver";
import { MembershipHistoryResolver } from "./modules/membership-history/membership-history.resolver";
import { SiteContentResolver } from "./modules/site-content/site-content.resolver";
import { SessionResolver } from "./modules/session/session.resolver";
import { TwoFactorResolver } from "./modules/two-factor/two-factor.resolver";
import { UserResolver } from "./modules/user/user.resolver";
import { MembersResolver } from "./modules/user/members.resolver";
import { DataRightsResolver } from "./modules/data-rights/data-rights.resolver";
import { ReminderResolver } from "./modules/reminder/reminder.resolver";
import { VersionHistoryResolver } from "./modules/version-history/version-history.resolver";
import { PublicationResolver } from "./modules/publication/publication.resolver";
import { REPO_ROOT } from "./repo-root";
import { validateArgument } from "./common/validation";

const resolvers = [
  AuthResolver,
  UserResolver,
  MembersResolver,
  BlogResolver,
  PlanResolver,
  PublicationResolver,
  SiteContentResolver,
  FestiveCampaignResolver,
  FestiveBadgeResolver,
  PolicyResolver,
  ReferralResolver,
  ReferralStatsResolver,
  MembershipHistoryResolver,
  MessageResolver,
  NewsletterResolver,
  ReminderResolver,
  VersionHistoryResolver,
  DashboardResolver,
  DataRightsResolver,
  EmailVerificationResolver,
  SessionResolver,
  TwoFactorResolver,
  MediaResolver,
  WebhookResolver,
  ...pictureResolvers,
] as const;

export const SCHEMA_FILE = path.join(REPO_ROOT, "schema.graphql");

export function createSchema(options: { emitSchemaFile?: boolean } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validateFn: validateArgument,
    authChecker,
    // The list replaces graphql's own directives, so @include, @skip and the rest are added back.
    directives: [...specifiedDirectives, cacheControlDirective],
    emitSchemaFile: options.emitSchemaFile ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
