import { type DataSource, IsNull, MoreThan, type Repository } from "typeorm";
import type { RateLimits } from "../../auth/rate-limits";
import { badUserInput } from "../../common/errors";
import { assertValidInput } from "../../common/validation";
import { INVITATION_VALIDITY_DAYS, LIMITS, MESSAGES, newPasswordSchema, passwordResetRequestSchema } from "../../../../common/validation";
import type { AppConfig } from "../../config/env";
import type { MailService } from "../mail/mail.service";
import { AccountStatus } from "../user/user.enums";
import { PasswordResetToken } from "../user/password-reset-token.entity";
import { ResetTokenStatus } from "./reset-token-status";
import type { UserService } from "../user/user.service";
import type { Logger } from "../../logging/logger";
import { invitationMail, passwordResetMail } from "../mail/templates";
import { newSecretToken, sha256Hex } from "../../auth/secret-token";

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const INVITATION_LIFETIME_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

export class PasswordResetService {
  private readonly tokens: Repository<PasswordResetToken>;

  constructor(
    dataSource: DataSource,
    private readonly users: UserService,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimits,
    private readonly config: AppConfig,
  ) {
    this.tokens = dataSource.getRepository(PasswordResetToken);
  }

  /** Answers the same whether or not the account exists; the link goes only into the e-mail. */
  async request(email: string, clientKey: string, log: Logger): Promise<string> {
    assertValidInput(passwordResetRequestSchema, { email });
    await this.rateLimits.consume("passwordReset", clientKey, email);
    const user = await this.users.findByEmail(email);
    if (user && user.accountStatus === AccountStatus.active) {
      const token = newSecretToken();
      await this.tokens.insert({
        userId: user.id,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        usedAt: null,
      });
      // Not awaited: the answer must not take longer when the account exists.
      this.sendLink(user.email, user.name, token, log).catch((error) => log.error({ err: error }, "Password reset mail failed"));
    }
    return MESSAGES.resetRequested;
  }

  /** Lets the reset page say at once that a link is dead, without spending it. */
  async status(token: string, clientKey: string): Promise<ResetTokenStatus> {
    await this.rateLimits.consume("resetTokenCheck", clientKey);
    if (!token || token.length > LIMITS.resetTokenMax) return ResetTokenStatus.invalid;
    const record = await this.tokens.findOneBy({ tokenHash: sha256Hex(token) });
    if (!record) return ResetTokenStatus.invalid;
    if (record.usedAt) return ResetTokenStatus.used;
    return record.expiresAt.getTime() > Date.now() ? ResetTokenStatus.valid : ResetTokenStatus.expired;
  }

  async reset(token: string, password: string, clientKey: string): Promise<string> {
    assertValidInput(newPasswordSchema, { password });
    await this.rateLimits.consume("passwordReset", clientKey);
    const invalid = () => badUserInput({ token: MESSAGES.resetLinkInvalid });
    if (!token || token.length > LIMITS.resetTokenMax) throw invalid();
    const record = await this.tokens.findOneBy({
      tokenHash: sha256Hex(token),
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!record) throw invalid();
    // Claim the token atomically so two simultaneous uses cannot both succeed.
    const claimed = await this.tokens.update({ id: record.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (!claimed.affected) throw invalid();
    const user = await this.users.findById(record.userId);
    if (!user) throw invalid();
    await this.users.setPassword(user.id, password);
    // An invited (imported) member following the mailed link has proved the address it went to;
    // links die when the address changes (writeAccount), so the address is still that one.
    if (user.invitedAt && !user.emailVerified) await this.users.confirmEmail(user.id, user.email);
    return MESSAGES.passwordResetDone;
  }

  /**
   * Sends an imported member their "set your password" link: a reset token that lives
   * INVITATION_VALIDITY_DAYS, used on the same password-reset page.
   */
  async invite(user: { id: number; email: string; name: string }): Promise<void> {
    const token = newSecretToken();
    await this.tokens.insert({
      userId: user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      usedAt: null,
    });
    await this.mail.send({ to: user.email, ...invitationMail(user.name, this.linkFor(token), INVITATION_VALIDITY_DAYS) });
  }

  private sendLink(email: string, name: string, token: string, log: Logger): Promise<void> {
    return this.mail.send({ to: email, ...passwordResetMail(name, this.linkFor(token)) }, log);
  }

  private linkFor(token: string): string {
    return `${this.config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
  }
}
