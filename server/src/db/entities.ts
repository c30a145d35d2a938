import { ApiKey } from "../modules/api-key/api-key.entity";
import { FestiveCampaign } from "../modules/festive-campaign/festive-campaign.entity";
import { AuditEntry } from "../modules/audit/audit-entry.entity";
import { BlogPost } from "../modules/blog/blog-post.entity";
import { PostMailing } from "../modules/blog/post-mailing.entity";
import { PageViewDay } from "../modules/dashboard/page-view.entity";
import { EmailVerificationToken } from "../modules/email-verification/email-verification-token.entity";
import { MediaItem } from "../modules/media/media-item.entity";
import { ContactMessage } from "../modules/message/contact-message.entity";
import { NewsletterSubscriber } from "../modules/newsletter/newsletter-subscriber.entity";
import { Plan } from "../modules/plan/plan.entity";
import { Policy } from "../modules/policy/policy.entity";
import { ReferralBonus } from "../modules/referral/referral-bonus.entity";
import { Session } from "../modules/session/session.entity";
import { AboutContent } from "../modules/site-content/about-content.entity";
import { ContactInfo } from "../modules/site-content/contact-info.entity";
import { HeroSection } from "../modules/site-content/hero-section.entity";
import { SiteSettings } from "../modules/site-content/site-settings.entity";
import { PasswordResetToken } from "../modules/user/password-reset-token.entity";
import { User } from "../modules/user/user.entity";
import { AccountDeletion } from "../modules/data-rights/account-deletion.entity";
import { JobRun } from "../jobs/job-run.entity";
import { MembershipChange } from "../modules/membership-history/membership-change.entity";
import { MailOptOut } from "../modules/reminder/mail-opt-out.entity";
import { ReminderRule } from "../modules/reminder/reminder-rule.entity";
import { ReminderSend } from "../modules/reminder/reminder-send.entity";
import { ContentVersion } from "../modules/version-history/content-version.entity";
import { PolicyVersion } from "../modules/policy/policy-version.entity";
import { PolicyAcceptance } from "../modules/policy/policy-acceptance.entity";

import { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpoint, WebhookEventRow } from "../modules/webhook/webhook.entities";

export const entities = [
  BlogPost,
  PostMailing,
  Plan,
  HeroSection,
  AboutContent,
  ContactInfo,
  SiteSettings,
  Policy,
  ReferralBonus,
  User,
  PasswordResetToken,
  ContactMessage,
  NewsletterSubscriber,
  AuditEntry,
  PageViewDay,
  AccountDeletion,
  JobRun,
  EmailVerificationToken,
  Session,
  MediaItem,
  MembershipChange,
  ReminderRule,
  ReminderSend,
  MailOptOut,
  ContentVersion,
  FestiveCampaign,
  PolicyVersion,
  PolicyAcceptance,
  ApiKey,
  WebhookEndpoint,
  WebhookEventRow,
  WebhookDeliveryRow,
  WebhookAttemptRow,
];
