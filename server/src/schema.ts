import { ApiKeyResolver } from "./modules/api-key/api-key.resolver";
import path from "node:path";
import { specifiedDirectives, type GraphQLSchema } from "graphql";
import { buildSchema, emitSchemaDefinitionFile } from "type-graphql";
import { authChecker } from "./auth/auth-checker";
import { checkFieldAccessInPlace } from "./auth/field-access";
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
  ApiKeyResolver,
  WebhookResolver,
  ...pictureResolvers,
] as const;

export const SCHEMA_FILE = path.join(REPO_ROOT, "schema.graphql");

const CONVENTIONS =
  "Each field says who may use it: anyone (no token), the signed-in account (its own data) or admins. " +
  "Instants are ISO 8601 in UTC; the gym's own dates and times are India time (Asia/Kolkata, UTC+05:30). " +
  "Prices are in Indian rupees (INR).";

const ROOT_DESCRIPTIONS = {
  query: `What the gym's API can read. ${CONVENTIONS}`,
  mutation:
    `What the gym's API can change. ${CONVENTIONS} A refused change is an error whose extensions.code is ` +
    "UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT (with a message per field), NOT_FOUND or TOO_MANY_REQUESTS.",
};

export async function createSchema(options: { emitSchemaFile?: boolean } = {}): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    validateFn: validateArgument,
    authChecker,
    // The list replaces graphql's own directives, so @include, @skip and the rest are added back.
    directives: [...specifiedDirectives, cacheControlDirective],
  });
  // TypeGraphQL has no option for the root types' descriptions, so they are set on the built
  // schema, and the file is emitted after that rather than by buildSchema.
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.mutation;
  checkFieldAccessInPlace(schema);
  if (options.emitSchemaFile) await emitSchemaDefinitionFile(SCHEMA_FILE, schema, { sortedSchema: true });
  return schema;
}
