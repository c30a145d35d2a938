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
import { DashboardService } from "./modules/dashboard/dashboard.service";
import { PageViewService } from "./modules/dashboard/page-views.service";
import { MailService } from "./modules/mail/mail.service";
import { MessageService } from "./modules/message/message.service";
import { NewsletterService } from "./modules/newsletter/newsletter.service";
import { PlanService } from "./modules/plan/plan.service";
import { PolicyService } from "./modules/policy/policy.service";
import { ReferralService } from "./modules/referral/referral.service";
import { SiteContentService } from "./modules/site-content/site-content.service";
import { UserService } from "./modules/user/user.service";

/** One instance of each service per app; they hold no request state. */
export function createServices(dataSource: DataSource, config: AppConfig) {
  const audit = new AuditService(dataSource);
  const rateLimits = new RateLimits(config.redisUrl, config.redisKeyPrefix);
  const mail = new MailService(config);
  const users = new UserService(dataSource, audit);
  const blog = new BlogService(dataSource, audit);
  const plans = new PlanService(dataSource, audit);
  const siteContent = new SiteContentService(dataSource, audit);
  const messages = new MessageService(dataSource, rateLimits, audit);
  const pageViews = new PageViewService(dataSource, rateLimits);
  return {
    responseCache: new ResponseCache(config.redisUrl, config.redisKeyPrefix),
    audit,
    rateLimits,
    mail,
    users,
    blog,
    plans,
    siteContent,
    messages,
    pageViews,
    policies: new PolicyService(dataSource, audit),
    referrals: new ReferralService(dataSource, audit),
    newsletter: new NewsletterService(dataSource, rateLimits),
    auth: new AuthService(users, rateLimits, new SignInGuard(rateLimits), config),
    passwordReset: new PasswordResetService(dataSource, users, mail, rateLimits, config),
    ai: new AiService(config, siteContent),
    dashboard: new DashboardService({ config, blog, plans, users, messages, pageViews, audit }),
  };
}

export type Services = ReturnType<typeof createServices>;
