import type { DataSource } from "typeorm";
import { RateLimits } from "./auth/rate-limits";
import { SignInGuard } from "./auth/sign-in-guard";
import { ResponseCache } from "./cache/response-cache";
import type { AppConfig } from "./config/env";
import { AiService } from "./modules/ai/ai.service";
import { AuditService } from "./modules/audit/audit.service";
import { AuthService } from "./modules/auth/auth.service";
import { PasswordResetService } from "./modules/auth/password-reset.service";
import { BlogService } from "./modules/blog/blog.service";
import { DataRightsService } from "./modules/data-rights/data-rights.service";
import { DashboardService } from "./modules/dashboard/dashboard.service";
import { EmailVerificationService } from "./modules/email-verification/email-verification.service";
import { PageViewService } from "./modules/dashboard/page-views.service";
import { MediaService } from "./modules/media/media.service";
import { createMediaStorage } from "./modules/media/storage/media-storage";
import { MailService } from "./modules/mail/mail.service";
import { MessageService } from "./modules/message/message.service";
import { NewsletterService } from "./modules/newsletter/newsletter.service";
import { PlanService } from "./modules/plan/plan.service";
import { PolicyService } from "./modules/policy/policy.service";
import { ReferralService } from "./modules/referral/referral.service";
import { SiteContentService } from "./modules/site-content/site-content.service";
import { SessionService } from "./modules/session/session.service";
import { TwoFactorService } from "./modules/two-factor/two-factor.service";
import { UserService } from "./modules/user/user.service";

/** One instance of each service per app; they hold no request state. */
export function createServices(dataSource: DataSource, config: AppConfig) {
  const audit = new AuditService(dataSource);
  const rateLimits = new RateLimits(config.redisUrl, config.redisKeyPrefix);
  const mail = new MailService(config);
  const emailVerification = new EmailVerificationService(dataSource, mail, rateLimits, config);
  const users = new UserService(dataSource, audit, emailVerification);
  const media = new MediaService(dataSource, createMediaStorage(config), audit);
  const blog = new BlogService(dataSource, audit, media);
  const plans = new PlanService(dataSource, audit);
  const siteContent = new SiteContentService(dataSource, audit, media);
  const messages = new MessageService(dataSource, rateLimits, audit);
  const pageViews = new PageViewService(dataSource, rateLimits);
  const dataRights = new DataRightsService(dataSource, mail, rateLimits, config);
  const sessions = new SessionService(dataSource, mail, config);
  const signIns = new SignInGuard(rateLimits);
  const twoFactor = new TwoFactorService(dataSource, signIns, config);
  return {
    responseCache: new ResponseCache(config.redisUrl, config.redisKeyPrefix),
    audit,
    rateLimits,
    mail,
    users,
    emailVerification,
    media,
    blog,
    plans,
    siteContent,
    messages,
    pageViews,
    policies: new PolicyService(dataSource, audit),
    referrals: new ReferralService(dataSource, audit),
    newsletter: new NewsletterService(dataSource, rateLimits),
    sessions,
    auth: new AuthService(users, rateLimits, signIns, config, sessions, dataRights, twoFactor),
    twoFactor,
    passwordReset: new PasswordResetService(dataSource, users, mail, rateLimits, config),
    ai: new AiService(config, siteContent),
    dataRights,
    dashboard: new DashboardService({ config, blog, plans, users, messages, pageViews, audit }),
  };
}

export type Services = ReturnType<typeof createServices>;
