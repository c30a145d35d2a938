import { type DataSource, IsNull, type Repository } from "typeorm";
import type { RateLimits } from "../../auth/rate-limits";
import { LIMITS, MESSAGES } from "../../../../common/validation";
import type { AppConfig } from "../../config/env";
import { processLogger } from "../../logging/current-logger";
import type { Logger } from "../../logging/logger";
import type { MailService } from "../mail/mail.service";
import { User } from "../user/user.entity";
import { EmailVerificationResult } from "./email-verification-result";
import { EmailVerificationToken } from "./email-verification-token.entity";
import { newSecretToken, sha256Hex } from "../../auth/secret-token";

const LINK_LIFETIME_HOURS = 48;

/** Proves that an account's address reaches its owner. The account works before that. */
export class EmailVerificationService {
  private readonly tokens: Repository<EmailVerificationToken>;
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimits,
    private readonly config: AppConfig,
  ) {
    this.tokens = dataSource.getRepository(EmailVerificationToken);
    this.users = dataSource.getRepository(User);
  }

  /** Stores a new link for the account's current address and mails it; the mail is not awaited. */
  async sendLink(user: User, log: Logger = processLogger()): Promise<void> {
    const token = newSecretToken();
    await this.tokens.insert({
      userId: user.id,
      email: user.email,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + LINK_LIFETIME_HOURS * 60 * 60 * 1000),
      usedAt: null,
    });
    this.mailLink(user.email, user.name, token, log).catch((error) =>
      log.error({ err: error, userId: user.id }, "Verification mail failed"),
    );
  }

  async resend(user: User, clientKey: string, log: Logger): Promise<string> {
    if (user.emailVerified) return MESSAGES.emailAlreadyVerified;
    await this.rateLimits.consume("resendVerification", clientKey, user.email);
    await this.sendLink(user, log);
    return MESSAGES.verificationSent;
  }

  async verify(token: string, clientKey: string): Promise<EmailVerificationResult> {
    await this.rateLimits.consume("verifyEmail", clientKey);
    if (!token || token.length > LIMITS.verificationTokenMax) return EmailVerificationResult.invalid;
    const record = await this.tokens.findOneBy({ tokenHash: sha256Hex(token) });
    if (!record) return EmailVerificationResult.invalid;
    if (record.usedAt) return EmailVerificationResult.used;
    if (record.expiresAt.getTime() <= Date.now()) return EmailVerificationResult.expired;
    // Claimed atomically, so two clicks at once cannot both succeed.
    const claimed = await this.tokens.update({ id: record.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!claimed.affected) return EmailVerificationResult.used;
    // Only while the account still has the address the link was sent to.
    const confirmed = await this.users.update({ id: record.userId, email: record.email }, { verifiedEmail: record.email });
    return confirmed.affected ? EmailVerificationResult.verified : EmailVerificationResult.invalid;
  }

  private mailLink(email: string, name: string, token: string, log: Logger): Promise<void> {
    const link = `${this.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    return this.mail.send(
      {
        to: email,
        subject: "Confirm your Iron Warrior Fitness email address",
        text: [
          `Hi ${name},`,
          "",
          "Please confirm that this is the email address of your Iron Warrior Fitness account.",
          `Open this link within ${LINK_LIFETIME_HOURS} hours:`,
          "",
          link,
          "",
          "If you did not create an account or change its email address, ignore this e-mail.",
        ].join("\n"),
      },
      log,
    );
  }
}
