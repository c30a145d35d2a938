import type { DataSource } from "typeorm";
import { RateLimits } from "./auth/rate-limits";
import { SignInGuard } from "./auth/sign-in-guard";
import { ContentSchedule } from "./cache/content-schedule";
import { ResponseCache } from "./cache/response-cache";
import type { AppConfig } from "./config/env";
import { AiService } from "./modules/ai/ai.service";
import { AuditService } from "./modules/audit/audit.service";
import { AuthService } from "./modules/auth/auth.service";
import { PasswordResetService } from "./modules/auth/password-reset.service";
import { BlogService } from "./modules/blog/blog.service";
import { DataRightsService } from "./modules/data-rights/data-rights.service";
import { DashboardService } from "./modules/dashboard/dashboard.service";
import { FestiveCampaignService } from "./modules/festive-campaign/festive-campaign.service";
import { EmailVerificationService } from "./modules/email-verification/email-verification.service";
import { PageViewService } from "./modules/dashboard/page-views.service";
import { MediaService } from "./modules/media/media.service";
import { createMediaStorage } from "./modules/media/storage/media-storage";
import { MailService } from "./modules/mail/mail.service";
import { MemberImportService } from "./modules/member-import/member-import.service";
import { MessageService } from "./modules/message/message.service";
import { NewsletterService } from "./modules/newsletter/newsletter.service";
import { PlanService } from "./modules/plan/plan.service";
import { PolicyService } from "./modules/policy/policy.service";
import { PolicyAcceptanceService } from "./modules/policy/policy-acceptance.service";
import { ReferralService } from "./modules/referral/referral.service";
import { SiteContentService } from "./modules/site-content/site-content.service";
import { SessionService } from "./modules/session/session.service";
import { TwoFactorService } from "./modules/two-factor/two-factor.service";
import { UserService } from "./modules/user/user.service";
import { MembershipHistoryService } from "./modules/membership-history/membership-history.service";
import { MemberListService } from "./modules/user/members.service";
import { ReminderService } from "./modules/reminder/reminder.service";
import { VersionHistoryService } from "./modules/version-history/version-history.service";
import { VersionRestoreService } from "./modules/version-history/version-restore.service";
import { blogPostPath, siteRoutes } from "../../common/routes";
import { BlogPost } from "./modules/blog/blog-post.entity";
import { PostNewsletter } from "./modules/blog/post-newsletter";
import { Plan } from "./modules/plan/plan.entity";
import { PreviewLinks } from "./modules/publication/preview-links";
import { Publisher } from "./modules/publication/publisher";
import { ApiKeyService } from "./modules/api-key/api-key.service";
import { WebhookService } from "./modules/webhook/webhook.service";

/** One instance of each service per app; they hold no request state. */
export function createServices(dataSource: DataSource, config: AppConfig) {
  const audit = new AuditService(dataSource);
  const rateLimits = new RateLimits(config.redisUrl, config.redisKeyPrefix);
  const mail = new MailService(config);
  const emailVerification = new EmailVerificationService(dataSource, mail, rateLimits, config);
  const webhooks = new WebhookService(dataSource, audit, config);
  const membershipHistory = new MembershipHistoryService(dataSource, webhooks);
  const users = new UserService(dataSource, audit, emailVerification, membershipHistory);
  const members = new MemberListService(dataSource, users);
  const media = new MediaService(dataSource, createMediaStorage(config), audit);
  const versions = new VersionHistoryService(dataSource);
  const blog = new BlogService(dataSource, audit, media, versions);
  const plans = new PlanService(dataSource, audit, versions);
  const siteContent = new SiteContentService(dataSource, audit, media, versions);
  const messages = new MessageService(dataSource, rateLimits, audit, webhooks);
  const pageViews = new PageViewService(dataSource, rateLimits);
  const dataRights = new DataRightsService(dataSource, mail, rateLimits, config);
  const sessions = new SessionService(dataSource, mail, config);
  const signIns = new SignInGuard(rateLimits);
  const twoFactor = new TwoFactorService(dataSource, signIns, config);
  const passwordReset = new PasswordResetService(dataSource, users, mail, rateLimits, config);
  const reminders = new ReminderService(dataSource, mail, audit, config);
  const contentSchedule = new ContentSchedule();
  const newsletter = new NewsletterService(dataSource, rateLimits, mail, reminders, audit, config);
  const previewLinks = new PreviewLinks(config.jwtSecret);
  const postNewsletter = new PostNewsletter(dataSource, newsletter, reminders, mail, audit, config, webhooks);
  const policyAcceptance = new PolicyAcceptanceService(dataSource, audit);
  return {
    responseCache: new ResponseCache(config.redisUrl, config.redisKeyPrefix),
    contentSchedule,
    previewLinks,
    postNewsletter,
    blogPublisher: new Publisher(dataSource.getRepository(BlogPost), audit, contentSchedule, previewLinks, config.publicUrl, {
      action: "blog",
      entity: "BlogPost",
      notFoundMessage: "Blog post not found",
      preview: "post",
      previewPath: (post) => blogPostPath(String(post?.id)),
      describe: (post) => `"${post.title}"`,
      onLive: (post) => postNewsletter.announceNow(post.id),
    }),
    planPublisher: new Publisher(dataSource.getRepository(Plan), audit, contentSchedule, previewLinks, config.publicUrl, {
      action: "plan",
      entity: "Plan",
      notFoundMessage: "Subscription plan not found",
      preview: "plans",
      previewPath: () => siteRoutes.subscription.path,
      describe: (plan) => plan.name,
    }),
    audit,
    webhooks,
    rateLimits,
    mail,
    users,
    membershipHistory,
    members,
    emailVerification,
    media,
    blog,
    plans,
    siteContent,
    versions,
    versionRestore: new VersionRestoreService(dataSource, versions, audit, blog, plans, siteContent),
    festiveCampaigns: new FestiveCampaignService(dataSource, audit, contentSchedule),
    messages,
    pageViews,
    policies: new PolicyService(dataSource, audit, webhooks, config.publicUrl),
    policyAcceptance,
    referrals: new ReferralService(dataSource, audit),
    reminders,
    newsletter,
    sessions,
    auth: new AuthService(users, rateLimits, signIns, config, sessions, dataRights, twoFactor, policyAcceptance, webhooks),
    twoFactor,
    passwordReset,
    memberImport: new MemberImportService(dataSource, audit, passwordReset),
    ai: new AiService(config, siteContent),
    dataRights,
    apiKeys: new ApiKeyService(dataSource, audit),
    dashboard: new DashboardService({ config, blog, plans, users, members, messages, pageViews, audit }),
  };
}

export type Services = ReturnType<typeof createServices>;
