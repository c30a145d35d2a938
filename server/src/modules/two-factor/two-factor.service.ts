import { randomInt } from "node:crypto";
import { generateSecret, generateURI, verifySync } from "otplib";
import QRCode from "qrcode";
import type { DataSource, Repository } from "typeorm";
import { verifyPassword } from "../../auth/password";
import type { SignInGuard } from "../../auth/sign-in-guard";
import { badUserInput, forbidden } from "../../common/errors";
import { assertValidInput } from "../../common/validation";
import { currentPasswordSchema, LIMITS, MESSAGES, twoFactorCodeSchema } from "../../../../common/validation";
import type { AppConfig } from "../../config/env";
import { User } from "../user/user.entity";
import { Role } from "../user/user.enums";
import { SecretBox } from "./secret-box";
import { invalidOtp, twoFactorRequired } from "./two-factor.errors";
import type { TwoFactorSetup } from "./two-factor.types";
import { sha256Hex } from "../../auth/secret-token";

const ISSUER = "Iron Warrior Fitness";
/** RFC 6238 with one 30-second step either side, for phones whose clock is a little off. */
const TOTP_TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_CODE_LENGTH = 10;
/** Concurrent uses of different recovery codes of one account retry their compare-and-set. */
const RECOVERY_CODE_ATTEMPTS = 5;
const TOTP_CODE = new RegExp(`^\\d{${LIMITS.totpDigits}}$`);

const compact = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
// Recovery codes carry 50 random bits, so a fast hash is enough (no dictionary to try).
const hashRecoveryCode = (code: string) => sha256Hex(compact(code));

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

function totpMatches(secret: string, code: string): boolean {
  const token = compact(code);
  if (!TOTP_CODE.test(token)) return false;
  return verifySync({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS }).valid;
}

/** Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. */
export class TwoFactorService {
  private readonly users: Repository<User>;
  private readonly box: SecretBox;

  constructor(
    dataSource: DataSource,
    private readonly signIns: SignInGuard,
    config: AppConfig,
  ) {
    this.users = dataSource.getRepository(User);
    this.box = new SecretBox(config.jwtSecret);
  }

  /**
   * The second step of a sign-in whose password was right. A wrong code counts as a failed
   * sign-in for `clientKey` and `email`, exactly like a wrong password.
   */
  async verifySignIn(user: User, otp: string | null | undefined, clientKey: string, email: string): Promise<void> {
    if (!user.twoFactorEnabled) return;
    if (!otp?.trim()) throw twoFactorRequired();
    if (await this.acceptsCode(user, otp)) return;
    await this.signIns.failed(clientKey, email);
    throw invalidOtp();
  }

  /** A new secret for the account, kept aside until a code from it is confirmed. */
  async startSetup(user: User, currentPassword: string): Promise<TwoFactorSetup> {
    await this.confirmPassword(user, currentPassword);
    const secret = generateSecret();
    user.totpPendingSecret = this.box.seal(secret);
    await this.users.update({ id: user.id }, { totpPendingSecret: user.totpPendingSecret });
    const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
    return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: "svg", margin: 1 }) };
  }

  /** Turns two-factor sign-in on with the waiting secret; the recovery codes are shown this once. */
  async confirmSetup(user: User, code: string): Promise<string[]> {
    assertValidInput(twoFactorCodeSchema, { code });
    const selfKey = `self:${user.id}`;
    await this.signIns.check(selfKey, user.email);
    const sealed = user.totpPendingSecret;
    const secret = sealed ? this.box.open(sealed) : null;
    if (!sealed || !secret) throw badUserInput({ code: MESSAGES.twoFactorSetupNotStarted });
    if (!totpMatches(secret, code)) {
      await this.signIns.failed(selfKey, user.email);
      throw badUserInput({ code: MESSAGES.setupCodeInvalid });
    }
    const codes = Array.from({ length: LIMITS.recoveryCodeCount }, newRecoveryCode);
    const enabled = {
      totpSecret: sealed,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpRecoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)),
    };
    // Only the set-up this code belongs to: a newer startSetup in between has replaced it.
    const { affected } = await this.users.update({ id: user.id, totpPendingSecret: sealed }, enabled);
    if (!affected) throw badUserInput({ code: MESSAGES.twoFactorSetupNotStarted });
    Object.assign(user, enabled);
    return codes;
  }

  /** Replaces every recovery code with ten new ones. */
  async regenerateRecoveryCodes(user: User, currentPassword: string): Promise<string[]> {
    await this.confirmPassword(user, currentPassword);
    if (!user.twoFactorEnabled) throw badUserInput({ currentPassword: MESSAGES.twoFactorNotEnabled }, MESSAGES.twoFactorNotEnabled);
    const codes = Array.from({ length: LIMITS.recoveryCodeCount }, newRecoveryCode);
    user.totpRecoveryCodes = JSON.stringify(codes.map(hashRecoveryCode));
    await this.users.update({ id: user.id }, { totpRecoveryCodes: user.totpRecoveryCodes });
    return codes;
  }

  /** Members only: an admin account always keeps a second factor (it may enrol a new one). */
  async disable(user: User, currentPassword: string): Promise<User> {
    if (user.role === Role.admin) throw forbidden(MESSAGES.adminKeepsTwoFactor);
    await this.confirmPassword(user, currentPassword);
    const off = { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpRecoveryCodes: null };
    await this.users.update({ id: user.id }, off);
    return Object.assign(user, off);
  }

  /** Turns two-factor sign-in on with a known secret (ADMIN_TOTP_SECRET, tests); returns new recovery codes. */
  async enrol(user: User, secret: string): Promise<string[]> {
    const codes = Array.from({ length: LIMITS.recoveryCodeCount }, newRecoveryCode);
    const enabled = {
      totpSecret: this.box.seal(secret),
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpRecoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)),
    };
    await this.users.update({ id: user.id }, enabled);
    Object.assign(user, enabled);
    return codes;
  }

  private async confirmPassword(user: User, currentPassword: string): Promise<void> {
    assertValidInput(currentPasswordSchema, { currentPassword });
    const selfKey = `self:${user.id}`;
    await this.signIns.check(selfKey, user.email);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.signIns.failed(selfKey, user.email);
      throw badUserInput({ currentPassword: MESSAGES.currentPasswordWrong });
    }
    await this.signIns.succeeded(selfKey, user.email);
  }

  private async acceptsCode(user: User, code: string): Promise<boolean> {
    const secret = user.totpSecret ? this.box.open(user.totpSecret) : null;
    if (TOTP_CODE.test(compact(code))) return !!secret && totpMatches(secret, code);
    return this.consumeRecoveryCode(user.id, hashRecoveryCode(code));
  }

  /** Compare-and-set on the stored list, so of two concurrent uses of one code only one wins. */
  private async consumeRecoveryCode(userId: number, hash: string): Promise<boolean> {
    for (let attempt = 0; attempt < RECOVERY_CODE_ATTEMPTS; attempt++) {
      const row = await this.users.findOne({ where: { id: userId }, select: { id: true, totpRecoveryCodes: true } });
      const stored = row?.totpRecoveryCodes;
      if (!stored) return false;
      const hashes = JSON.parse(stored) as string[];
      if (!hashes.includes(hash)) return false;
      const remaining = JSON.stringify(hashes.filter((candidate) => candidate !== hash));
      const { affected } = await this.users.update({ id: userId, totpRecoveryCodes: stored }, { totpRecoveryCodes: remaining });
      if (affected) return true;
    }
    return false;
  }
}
