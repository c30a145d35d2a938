import { BlogPost } from "../modules/blog/blog-post.entity";
import { FestiveCampaign } from "../modules/festive-campaign/festive-campaign.entity";
import { MediaItem } from "../modules/media/media-item.entity";
import { ContactMessage } from "../modules/message/contact-message.entity";
import { Plan } from "../modules/plan/plan.entity";
import { ReferralBonus } from "../modules/referral/referral-bonus.entity";
import { User } from "../modules/user/user.entity";
import { ApiScope } from "../../../common/enums";
import { WebhookDeliveryRow, WebhookEndpoint, WebhookEventRow } from "../modules/webhook/webhook.entities";
import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

interface Fixtures {
  subjectId: string;
  bonusId: string;
  messageId: string;
  postId: string;
  planId: string;
  mediaId: number;
  refreshToken: string;
  campaignId: string;
  apiKeyId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
}

type KeyRole = `key:${ApiScope}`;
type Role = "anonymous" | "self" | "other" | "admin" | KeyRole;
type Access = "public" | "signedIn" | "selfOrAdmin" | "admin";

interface Case {
  name: string;
  access: Access;
  /** The scope an API key needs to call it; none: no key may (public operations stay open to keys). */
  scope?: ApiScope;
  query: string;
  /** Variables for the operation, given the account it acts on. */
  variables?: (f: Fixtures) => Record<string, unknown>;
}

const ALLOWED: Record<Access, Role[]> = {
  public: ["anonymous", "self", "other", "admin"],
  signedIn: ["self", "other", "admin"],
  selfOrAdmin: ["self", "admin"],
  admin: ["admin"],
};

let unique = 0;
const email = () => `matrix-${++unique}-${Date.now()}@example.com`;

const POST = 'title: "T", excerpt: "E", content: "C", image: "/images/x.jpg", author: "A"';
const PLAN = 'name: "N", price: "₹1", duration: "1 Month", features: ["F"]';

const CASES: Case[] = [
  { name: "blogPosts", access: "public", query: "{ blogPosts { id } }" },
  { name: "plans", access: "public", query: "{ plans { id } }" },
  { name: "hero/about/contact/settings", access: "public", query: "{ hero { id } about { id } contactInfo { id } siteSettings { id } }" },
  { name: "policy", access: "public", query: "{ policy(type: privacy) { id } }" },
  { name: "referralBonuses", access: "public", query: "{ referralBonuses { id } }" },
  {
    name: "signup",
    access: "public",
    query: 'mutation ($e: String!) { signup(input: { name: "New", email: $e, password: "gym-secret1", acceptPolicies: true }) { token } }',
    variables: () => ({ e: email() }),
  },
  { name: "login", access: "public", query: 'mutation { login(input: { email: "nobody@example.com", password: "whatever" }) { token } }' },
  { name: "passwordResetTokenStatus", access: "public", query: '{ passwordResetTokenStatus(token: "nope") }' },
  { name: "requestPasswordReset", access: "public", query: 'mutation { requestPasswordReset(email: "nobody@example.com") { success } }' },
  { name: "verifyEmail", access: "public", query: 'mutation { verifyEmail(token: "nope") }' },
  { name: "resendVerificationEmail", access: "signedIn", query: "mutation { resendVerificationEmail { success } }" },
  { name: "me", access: "signedIn", query: "{ me { id email } }" },
  { name: "updateMe", access: "signedIn", query: 'mutation { updateMe(input: { name: "Renamed" }) { token } }' },
  { name: "myDataExport", access: "signedIn", query: "{ myDataExport }" },
  { name: "myAccountDeletion", access: "signedIn", query: "{ myAccountDeletion { eraseAfter } }" },
  {
    name: "user",
    access: "selfOrAdmin",
    scope: ApiScope.members_read,
    query: "query ($id: ID!) { user(id: $id) { id email } }",
    variables: (f) => ({ id: f.subjectId }),
  },
  {
    name: "user.emailVerified",
    access: "selfOrAdmin",
    scope: ApiScope.members_read,
    query: "query ($id: ID!) { user(id: $id) { id emailVerified } }",
    variables: (f) => ({ id: f.subjectId }),
  },
  { name: "users", access: "admin", scope: ApiScope.members_read, query: "{ users { id } }" },
  {
    name: "upgradeUser",
    access: "admin",
    scope: ApiScope.members_write,
    query: 'mutation ($id: ID!) { upgradeUser(id: $id, input: { membershipTier: premium, reason: "Paid" }) { id } }',
    variables: (f) => ({ id: f.subjectId }),
  },
  {
    name: "setUserStatus",
    access: "admin",
    scope: ApiScope.members_write,
    query: "mutation ($id: ID!) { setUserStatus(id: $id, status: inactive) { id } }",
    variables: (f) => ({ id: f.subjectId }),
  },
  {
    name: "createUser",
    access: "admin",
    query: 'mutation ($e: String!) { createUser(input: { name: "X", email: $e, password: "gym-secret1" }) { id } }',
    variables: () => ({ e: email() }),
  },
  {
    name: "updateUser",
    access: "admin",
    query: "mutation ($id: ID!) { updateUser(id: $id, input: { badge: gold }) { id } }",
    variables: (f) => ({ id: f.subjectId }),
  },
  { name: "members", access: "admin", scope: ApiScope.members_read, query: "{ members(first: 1) { totalCount nodes { id } } }" },
  { name: "membersCsv", access: "admin", scope: ApiScope.members_read, query: "{ membersCsv }" },
  {
    name: "setUsersStatus",
    access: "admin",
    scope: ApiScope.members_write,
    query: "mutation ($id: ID!) { setUsersStatus(ids: [$id], status: active) { id ok } }",
    variables: (f) => ({ id: f.subjectId }),
  },
  { name: "deleteUser", access: "admin", query: "mutation ($id: ID!) { deleteUser(id: $id) }", variables: (f) => ({ id: f.subjectId }) },
  {
    name: "createReferralBonus",
    access: "admin",
    query: 'mutation { createReferralBonus(input: { badgeType: gold, bonus: 5, description: "Refer 2" }) { id } }',
  },
  {
    name: "updateReferralBonus",
    access: "admin",
    query: 'mutation ($b: ID!) { updateReferralBonus(id: $b, input: { badgeType: gold, bonus: 7, description: "Refer 3" }) { id } }',
    variables: (f) => ({ b: f.bonusId }),
  },
  {
    name: "deleteReferralBonus",
    access: "admin",
    query: "mutation ($b: ID!) { deleteReferralBonus(id: $b) }",
    variables: (f) => ({ b: f.bonusId }),
  },
  {
    name: "sendContactMessage",
    access: "public",
    query:
      'mutation ($e: String!) { sendContactMessage(input: { firstName: "A", lastName: "B", email: $e, subject: "S", message: "M" }) { success } }',
    variables: () => ({ e: email() }),
  },
  {
    name: "subscribeToNewsletter",
    access: "public",
    query: "mutation ($e: String!) { subscribeToNewsletter(email: $e) { success } }",
    variables: () => ({ e: email() }),
  },
  { name: "reminderRules", access: "admin", query: "{ reminderRules { kind } }" },
  {
    name: "updateReminderRule",
    access: "admin",
    query: 'mutation { updateReminderRule(kind: "before_7", input: { days: 7, subject: "S", body: "B", enabled: true }) { kind } }',
  },
  { name: "reminderPreview", access: "admin", query: '{ reminderPreview(kind: "before_30") { subject } }' },
  { name: "myMailPreferences", access: "signedIn", query: "{ myMailPreferences { renewalReminders } }" },
  {
    name: "updateMailPreferences",
    access: "signedIn",
    query: "mutation { updateMailPreferences(renewalReminders: true, newsletter: false) { renewalReminders } }",
  },
  { name: "newsletterSubscribers", access: "admin", query: "{ newsletterSubscribers { total } }" },
  { name: "newsletterSubscriberCount", access: "admin", query: "{ newsletterSubscriberCount }" },
  { name: "exportNewsletterSubscribers", access: "admin", query: "mutation { exportNewsletterSubscribers }" },
  { name: "unsubscribeNewsletterSubscriber", access: "admin", query: 'mutation { unsubscribeNewsletterSubscriber(id: "999999") { id } }' },
  { name: "contactMessages", access: "admin", scope: ApiScope.messages_read, query: "{ contactMessages { id } }" },
  {
    name: "markContactMessageRead",
    access: "admin",
    query: "mutation ($m: ID!) { markContactMessageRead(id: $m) { id } }",
    variables: (f) => ({ m: f.messageId }),
  },
  {
    name: "deleteContactMessage",
    access: "admin",
    query: "mutation ($m: ID!) { deleteContactMessage(id: $m) }",
    variables: (f) => ({ m: f.messageId }),
  },
  { name: "recordPageView", access: "public", query: 'mutation { recordPageView(path: "/about") }' },
  { name: "createBlogPost", access: "admin", query: `mutation { createBlogPost(input: { ${POST} }) { id } }` },
  {
    name: "updateBlogPost",
    access: "admin",
    query: `mutation ($p: ID!) { updateBlogPost(id: $p, input: { ${POST} }) { id } }`,
    variables: (f) => ({ p: f.postId }),
  },
  { name: "deleteBlogPost", access: "admin", query: "mutation ($p: ID!) { deleteBlogPost(id: $p) }", variables: (f) => ({ p: f.postId }) },
  { name: "createPlan", access: "admin", query: `mutation { createPlan(input: { ${PLAN} }) { id } }` },
  {
    name: "updatePlan",
    access: "admin",
    query: `mutation ($p: ID!) { updatePlan(id: $p, input: { ${PLAN} }) { id } }`,
    variables: (f) => ({ p: f.planId }),
  },
  { name: "deletePlan", access: "admin", query: "mutation ($p: ID!) { deletePlan(id: $p) }", variables: (f) => ({ p: f.planId }) },
  {
    name: "publishBlogPost",
    access: "admin",
    query: "mutation ($p: ID!) { publishBlogPost(id: $p) { id } }",
    variables: (f) => ({ p: f.postId }),
  },
  {
    name: "scheduleBlogPost",
    access: "admin",
    query: 'mutation ($p: ID!) { scheduleBlogPost(id: $p, input: { publishAt: "2099-01-01T10:00" }) { id } }',
    variables: (f) => ({ p: f.postId }),
  },
  {
    name: "unpublishBlogPost",
    access: "admin",
    query: "mutation ($p: ID!) { unpublishBlogPost(id: $p) { id } }",
    variables: (f) => ({ p: f.postId }),
  },
  {
    name: "blogPostPreviewLink",
    access: "admin",
    query: "mutation ($p: ID!) { blogPostPreviewLink(id: $p) { url } }",
    variables: (f) => ({ p: f.postId }),
  },
  { name: "publishPlan", access: "admin", query: "mutation ($p: ID!) { publishPlan(id: $p) { id } }", variables: (f) => ({ p: f.planId }) },
  {
    name: "schedulePlan",
    access: "admin",
    query: 'mutation ($p: ID!) { schedulePlan(id: $p, input: { publishAt: "2099-01-01T10:00" }) { id } }',
    variables: (f) => ({ p: f.planId }),
  },
  {
    name: "unpublishPlan",
    access: "admin",
    query: "mutation ($p: ID!) { unpublishPlan(id: $p) { id } }",
    variables: (f) => ({ p: f.planId }),
  },
  { name: "plansPreviewLink", access: "admin", query: "mutation { plansPreviewLink { url } }" },
  { name: "updateHero", access: "admin", query: 'mutation { updateHero(input: { title: "T" }) { id } }' },
  { name: "updateAbout", access: "admin", query: 'mutation { updateAbout(input: { title: "T" }) { id } }' },
  { name: "updateContactInfo", access: "admin", query: 'mutation { updateContactInfo(input: { city: "Shillong" }) { id } }' },
  { name: "updateSiteSettings", access: "admin", query: 'mutation { updateSiteSettings(input: { tagline: "T" }) { id } }' },
  {
    name: "updateFestiveBadge",
    access: "admin",
    query: 'mutation { updateFestiveBadge(input: { enabled: true, text: "Bihu", color: "diwali-lights" }) { id } }',
  },
  {
    name: "blogPosts with drafts and their state",
    access: "admin",
    scope: ApiScope.content_read,
    query: "{ blogPosts(drafts: true) { id state publishAt } plans(drafts: true) { id state } }",
  },
  { name: "contentVersions", access: "admin", scope: ApiScope.content_read, query: "{ contentVersions(kind: about) { version } }" },
  {
    name: "contentVersion",
    access: "admin",
    scope: ApiScope.content_read,
    query: "{ contentVersion(kind: about, version: 1) { version } }",
  },
  { name: "restoreContentVersion", access: "admin", query: "mutation { restoreContentVersion(kind: about, version: 1) { version } }" },
  { name: "festiveCampaigns", access: "admin", scope: ApiScope.content_read, query: "{ festiveCampaigns { id } }" },
  {
    name: "createFestiveCampaign",
    access: "admin",
    query: "mutation ($i: FestiveCampaignInput!) { createFestiveCampaign(input: $i) { id } }",
    variables: () => ({
      i: { text: "Bihu", color: "festive-gold", startDate: `${3000 + ++unique}-01-01`, endDate: `${3000 + unique}-01-02` },
    }),
  },
  {
    name: "updateFestiveCampaign",
    access: "admin",
    query:
      'mutation ($c: ID!) { updateFestiveCampaign(id: $c, input: { text: "B", color: "festive-gold", startDate: "2999-01-01", endDate: "2999-01-02" }) { id } }',
    variables: (f) => ({ c: f.campaignId }),
  },
  {
    name: "endFestiveCampaign",
    access: "admin",
    query: "mutation ($c: ID!) { endFestiveCampaign(id: $c) { id } }",
    variables: (f) => ({ c: f.campaignId }),
  },
  {
    name: "deleteFestiveCampaign",
    access: "admin",
    query: "mutation ($c: ID!) { deleteFestiveCampaign(id: $c) }",
    variables: (f) => ({ c: f.campaignId }),
  },
  { name: "webhookEndpoints", access: "admin", query: "{ webhookEndpoints { id url events } }" },
  {
    name: "webhookDeliveries",
    access: "admin",
    query: "query ($w: ID!) { webhookDeliveries(endpointId: $w) { id status attemptLog { attempt } } }",
    variables: (f) => ({ w: f.webhookEndpointId }),
  },
  {
    name: "createWebhookEndpoint",
    access: "admin",
    query: 'mutation { createWebhookEndpoint(input: { url: "https://crm.example.com/hooks", events: ["member.signed_up"] }) { secret } }',
  },
  {
    name: "updateWebhookEndpoint",
    access: "admin",
    query:
      'mutation ($w: ID!) { updateWebhookEndpoint(id: $w, input: { url: "https://crm.example.com/h2", events: ["post.published"] }) { id } }',
    variables: (f) => ({ w: f.webhookEndpointId }),
  },
  {
    name: "deleteWebhookEndpoint",
    access: "admin",
    query: "mutation ($w: ID!) { deleteWebhookEndpoint(id: $w) }",
    variables: (f) => ({ w: f.webhookEndpointId }),
  },
  {
    name: "replayWebhookDelivery",
    access: "admin",
    query: "mutation ($d: ID!) { replayWebhookDelivery(id: $d) { id } }",
    variables: (f) => ({ d: f.webhookDeliveryId }),
  },
  {
    name: "sendTestWebhook",
    access: "admin",
    query: "mutation ($w: ID!) { sendTestWebhook(endpointId: $w) { id } }",
    variables: (f) => ({ w: f.webhookEndpointId }),
  },
  { name: "policies", access: "admin", scope: ApiScope.content_read, query: "{ policies { id } }" },
  { name: "updatePolicy", access: "admin", query: 'mutation { updatePolicy(type: refund, input: { content: "## Refunds" }) { id } }' },
  { name: "generatePolicy", access: "admin", query: "mutation { generatePolicy(input: { type: privacy }) { generatedText } }" },
  {
    name: "policyVersions",
    access: "admin",
    scope: ApiScope.content_read,
    query: "{ policyVersions(type: terms) { version acceptedCount } }",
  },
  {
    name: "restorePolicyVersion",
    access: "admin",
    query: "mutation { restorePolicyVersion(input: { policyType: refund, version: 1 }) { version } }",
  },
  { name: "pendingPolicies", access: "signedIn", query: "{ pendingPolicies { policyType } }" },
  { name: "acceptPolicies", access: "signedIn", query: "mutation { acceptPolicies(input: { terms: 1 }) { policyType } }" },
  { name: "dashboard", access: "admin", query: "{ dashboard { blogPostCount } }" },
  { name: "auditLog", access: "admin", query: "{ auditLog { id } }" },
  { name: "mediaItems", access: "admin", scope: ApiScope.content_read, query: "{ mediaItems { total items { id usedBy { label } } } }" },
  {
    name: "mediaItem",
    access: "admin",
    scope: ApiScope.content_read,
    query: "query ($m: Int!) { mediaItem(id: $m) { id url } }",
    variables: (f) => ({ m: f.mediaId }),
  },
  {
    name: "updateMedia",
    access: "admin",
    query: 'mutation ($m: Int!) { updateMedia(id: $m, input: { alt: "Matrix" }) { id } }',
    variables: (f) => ({ m: f.mediaId }),
  },
  { name: "deleteMedia", access: "admin", query: "mutation ($m: Int!) { deleteMedia(id: $m) }", variables: (f) => ({ m: f.mediaId }) },
  { name: "mySessions", access: "signedIn", query: "{ mySessions { id current } }" },
  { name: "revokeSession", access: "signedIn", query: 'mutation { revokeSession(id: "no-such-session") { success } }' },
  { name: "signOutEverywhere", access: "signedIn", query: "mutation { signOutEverywhere { success } }" },
  { name: "apiKeys", access: "admin", query: "{ apiKeys { id prefix } }" },
  {
    name: "createApiKey",
    access: "admin",
    query: 'mutation { createApiKey(input: { name: "Matrix", scopes: [members_read] }) { secret } }',
  },
  {
    name: "revokeApiKey",
    access: "admin",
    query: "mutation ($k: ID!) { revokeApiKey(id: $k) { id } }",
    variables: (f) => ({ k: f.apiKeyId }),
  },
  { name: "logout", access: "public", query: "mutation { logout { success } }" },
  {
    name: "refreshSession",
    access: "public",
    query: "mutation ($r: String!) { refreshSession(refreshToken: $r) { token } }",
    variables: (f) => ({ r: f.refreshToken }),
  },
];

/** Allowed, yet answered with an error: a wrong password, an unknown session. */
const REFUSED_WHEN_ALLOWED = new Set(["login", "revokeSession", "unsubscribeNewsletterSubscriber"]);

describe.each(testDatabaseKinds())("access matrix on %s", (kind) => {
  let server: TestServer;
  let admin: User;
  let other: User;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.account({ role: "admin" as never })).user;
    other = (await server.account()).user;
  });
  // A fresh session per case, since logout and signOutEverywhere end the one they run in.
  const freshToken = async (user: User) => (await server.services.auth.issue(user)).token;
  afterAll(() => server.close());

  const keyRoles = Object.values(ApiScope).map((scope): KeyRole => `key:${scope}`);
  const roles: Role[] = ["anonymous", "self", "other", "admin", ...keyRoles];
  // One key per scope, each holding that scope alone.
  const keys = new Map<Role, string>();
  beforeAll(async () => {
    for (const scope of Object.values(ApiScope)) {
      const { secret } = await server.services.apiKeys.create(admin, { name: `Matrix ${scope}`, scopes: [scope] });
      keys.set(`key:${scope}`, secret);
    }
  });
  const allowed = (testCase: Case, role: Role) =>
    role.startsWith("key:") ? testCase.access === "public" || role === `key:${testCase.scope}` : ALLOWED[testCase.access].includes(role);
  const table = CASES.flatMap((c) => roles.map((role) => [c.name, role, c] as const));

  it.each(table)("%s as %s", async (_name, role, testCase) => {
    const repo = <T extends object>(entity: new () => T) => server.database.dataSource.getRepository(entity);
    // A key needs no subject's session: its subject is written directly, skipping the slow password hash.
    const subject = role.startsWith("key:")
      ? {
          user: await repo(User).save({
            name: "Key Subject",
            email: email(),
            role: "user" as never,
            membershipTier: "basic" as never,
            accountStatus: "active" as never,
            badge: "user" as never,
            referralScore: 0,
            passwordHash: other.passwordHash,
            tokenVersion: 0,
          }),
          token: "",
        }
      : await server.account();
    const bonus = await repo(ReferralBonus).save({ badgeType: "gold" as never, bonus: 1, description: "Matrix" });
    const message = await repo(ContactMessage).save({
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: null,
      subject: "S",
      message: "M",
      readAt: null,
    });
    const post = await repo(BlogPost).save({ title: "T", excerpt: "E", content: "C", image: "/x.jpg", date: "2026-01-01", author: "A" });
    const plan = await repo(Plan).save({ name: "N", price: "₹1", duration: "1 Month", features: [], buttonLink: null });
    const media = await repo(MediaItem).save({
      key: `${Date.now().toString(16)}${String(++unique).padStart(4, "0")}`.padEnd(20, "0").slice(0, 20),
      name: "matrix.jpg",
      format: "JPEG",
      width: 1,
      height: 1,
      bytes: 1,
      focalX: 0.5,
      focalY: 0.5,
      dominantColor: "#000000",
      placeholder: "",
      variants: [],
      uploadedBy: null,
    });
    // One running campaign at a time, so the one a case changes overlaps nothing.
    await repo(FestiveCampaign).clear();
    const campaign = await repo(FestiveCampaign).save({
      text: "Matrix",
      color: "festive-gold",
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    // At most 20 endpoints may exist: each case starts with its own one alone.
    await server.database.dataSource.query("DELETE FROM webhook_endpoints");
    const endpoint = await repo(WebhookEndpoint).save({
      url: "https://crm.example.com/hooks",
      description: null,
      events: ["member.signed_up"],
      enabled: false,
      secretSealed: "v1.unreadable",
    });
    const event = await repo(WebhookEventRow).save({
      messageId: `msg_matrix_${++unique}`,
      type: "member.signed_up",
      payload: "{}",
      dedupeKey: null,
    });
    const delivery = await repo(WebhookDeliveryRow).save({ eventId: event.id, endpointId: endpoint.id, status: "failed", attempts: 1 });
    const token = role.startsWith("key:")
      ? keys.get(role)
      : { anonymous: undefined, self: subject.token, other: await freshToken(other), admin: await freshToken(admin) }[role as string];
    const apiKey = await server.services.apiKeys.create(admin, { name: "Matrix revoke", scopes: [ApiScope.members_read] });
    const variables = testCase.variables?.({
      subjectId: String(subject.user.id),
      bonusId: String(bonus.id),
      messageId: String(message.id),
      postId: String(post.id),
      planId: String(plan.id),
      mediaId: media.id,
      refreshToken: (await server.services.auth.issue(subject.user)).refreshToken,
      campaignId: String(campaign.id),
      apiKeyId: String(apiKey.apiKey.id),
      webhookEndpointId: String(endpoint.id),
      webhookDeliveryId: String(delivery.id),
    });
    const response = await server.graphql(testCase.query, variables, token);
    const code = response.errors?.[0]?.extensions?.code;
    if (allowed(testCase, role)) {
      expect([code, response.errors?.[0]?.message]).not.toEqual(expect.arrayContaining(["UNAUTHENTICATED"]));
      expect(code).not.toBe("FORBIDDEN");
      // Eight callers share one client address here: a rate limit answering means the key was let in.
      const limited = role.startsWith("key:") && code === "TOO_MANY_REQUESTS";
      if (!REFUSED_WHEN_ALLOWED.has(testCase.name) && !limited) expect(response.errors).toBeUndefined();
    } else {
      expect(code).toBe(role === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN");
      expect(response.data?.[Object.keys(response.data ?? {})[0]] ?? null).toBeNull();
    }
  });

  it("hides another account's private fields", async () => {
    const subject = await server.account();
    const denied = await server.graphql(
      `query ($id: ID!) { user(id: $id) { id name } }`,
      { id: String(subject.user.id) },
      await freshToken(other),
    );
    expect(denied.errors![0].extensions!.code).toBe("FORBIDDEN");
    const own = await server.graphql(`{ me { email membershipTier accountStatus referralScore memberId } }`, undefined, subject.token);
    expect(own.data!.me).toMatchObject({ email: subject.user.email, membershipTier: "basic", accountStatus: "active", referralScore: 0 });
    expect(own.data!.me.memberId).toMatch(/^IWF-\d{6}$/);
  });
});
