import type { DataSource } from "typeorm";
import { RateLimits } from "./auth/rate-limits";
import type { AppConfig } from "./config/env";
import { AuthService } from "./modules/auth/auth.service";
import { PasswordResetService } from "./modules/auth/password-reset.service";
import { BlogService } from "./modules/blog/blog.service";
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
  const users = new UserService(dataSource);
  const mail = new MailService(config);
  const rateLimits = new RateLimits(config.redisUrl);
  return {
    blog: new BlogService(dataSource),
    plans: new PlanService(dataSource),
    siteContent: new SiteContentService(dataSource),
    policies: new PolicyService(dataSource),
    referrals: new ReferralService(dataSource),
    users,
    mail,
    messages: new MessageService(dataSource, rateLimits),
    newsletter: new NewsletterService(dataSource, rateLimits),
    rateLimits,
    auth: new AuthService(users, rateLimits, config),
    passwordReset: new PasswordResetService(dataSource, users, mail, rateLimits, config),
  };
}

export type Services = ReturnType<typeof createServices>;
