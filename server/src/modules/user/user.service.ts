import { type DataSource, type EntityManager, IsNull, type Repository } from "typeorm";
import { isUniqueViolation } from "../../db/errors";
import { serialTransaction, supportsRowLocks } from "../../db/serial-transaction";
import { hashPassword } from "../../auth/password";
import { badUserInput, forbidden, notFound } from "../../common/errors";
import {
  defaultExpiry,
  editNeedsReason,
  MESSAGES,
  normalizeEmail,
  normalizePhone,
  parseExpiry,
  userUpgraded,
} from "../../../../common/validation";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import type { EmailVerificationService } from "../email-verification/email-verification.service";
import { MembershipChangeSource, MembershipField } from "../membership-history/membership-change.entity";
import { MembershipHistoryService } from "../membership-history/membership-history.service";
import { BadgeType } from "../referral/referral-bonus.entity";
import { confirmReferral, findReferrer, newReferralCode, REFERRAL_REASONS } from "../referral/referral-program";
import { PasswordResetToken } from "./password-reset-token.entity";
import { EntityRows, frequentRead } from "../../db/entity-rows";
import { User } from "./user.entity";
import { AccountStatus, MembershipTier, Role } from "./user.enums";
import type { CreateUserInput, UpdateUserInput, UpgradeUserInput } from "./user.inputs";

const AUDITED_FIELDS: (keyof User)[] = [
  "name",
  "email",
  "role",
  "accountStatus",
  "membershipTier",
  "expirationDate",
  "phone",
  "badge",
  "referralScore",
];

export class UserService {
  private readonly users: Repository<User>;
  private readonly rows: EntityRows<User>;
  private readonly readList: ReturnType<typeof frequentRead>;
  private readonly readById: ReturnType<typeof frequentRead>;
  readonly history: MembershipHistoryService;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit?: AuditService,
    private readonly emailVerification?: EmailVerificationService,
    history?: MembershipHistoryService,
  ) {
    this.history = history ?? new MembershipHistoryService(dataSource);
    this.users = dataSource.getRepository(User);
    this.rows = new EntityRows(dataSource, User, "u");
    this.readList = frequentRead(
      dataSource,
      `SELECT ${this.rows.select} FROM ${this.rows.from} ORDER BY ${this.rows.column("created_at")} DESC, ${this.rows.column("id")} DESC`,
    );
    this.readById = frequentRead(dataSource, `SELECT ${this.rows.select} FROM ${this.rows.from} WHERE ${this.rows.column("id")} = ?`);
  }

  async counts(): Promise<{ total: number; active: number }> {
    const [total, active] = await Promise.all([this.users.count(), this.users.countBy({ accountStatus: AccountStatus.active })]);
    return { total, active };
  }

  /** Read with its own SQL: an account is read by its id on every REST read of it and every token refresh. */
  async findById(id: number): Promise<User | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null;
    const [row] = await this.readById([id]);
    return row ? this.rows.read(row) : null;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  /** Newest first; read with its own SQL, as the admin panel asks for it on every visit. */
  async list(): Promise<User[]> {
    const rows = await this.readList();
    return rows.map((row) => this.rows.read(row));
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: Role.admin });
  }

  /**
   * Sign-up and admins both create accounts; only an admin's creation is audited. An address
   * not known to be verified (as the first admin's, set by the operator, is) gets a link.
   * A sign-up may name a referral code (`referralCode`): a usable one attributes the new account
   * to its owner, anything else is ignored.
   */
  async create(
    input: CreateUserInput,
    actor?: Actor,
    {
      emailVerified = false,
      referralCode,
      onCreated,
    }: {
      emailVerified?: boolean;
      referralCode?: string | null;
      /** Runs in the account's transaction, e.g. to record the policies accepted at sign-up. */
      onCreated?: (manager: EntityManager, user: User) => Promise<void>;
    } = {},
  ): Promise<User> {
    const email = normalizeEmail(input.email);
    const user = this.users.create({
      name: input.name.trim(),
      email,
      verifiedEmail: emailVerified ? email : null,
      role: input.role ?? Role.user,
      accountStatus: input.accountStatus ?? AccountStatus.active,
      membershipTier: input.membershipTier ?? MembershipTier.basic,
      expirationDate: defaultExpiry(),
      upgradedAt: null,
      phone: null,
      invitedAt: null,
      badge: input.badge ?? BadgeType.user,
      referralScore: input.referralScore ?? 0,
      passwordHash: await hashPassword(input.password),
      tokenVersion: 0,
      referredById: null,
      referralConfirmedAt: null,
    });
    const saved = await this.changeAccount(async (manager) => {
      if (await manager.existsBy(User, { email })) throw badUserInput({ email: MESSAGES.emailTaken });
      user.referralCode = await newReferralCode(manager);
      const referrer = referralCode ? await findReferrer(manager, referralCode, email) : null;
      user.referredById = referrer?.id ?? null;
      let saved: User;
      try {
        saved = await manager.save(user);
      } catch (error) {
        // The e-mail taken by a concurrent sign-up (the fresh referral code was checked just before).
        if (isUniqueViolation(error)) throw badUserInput({ email: MESSAGES.emailTaken });
        throw error;
      }
      if (referrer) {
        await this.history.record(manager, {
          userId: saved.id,
          field: MembershipField.referral,
          oldValue: null,
          newValue: "pending",
          actor: null,
          source: MembershipChangeSource.signup,
          reason: REFERRAL_REASONS.joined,
        });
      }
      await onCreated?.(manager, saved);
      return saved;
    });
    if (!saved.emailVerified) await this.emailVerification?.sendLink(saved);
    if (actor) await this.audit?.record(actor, "user.create", "User", saved.id, `Created ${saved.email} (${saved.role})`);
    return saved;
  }

  async update(actor: Actor, id: number, input: UpdateUserInput): Promise<User> {
    const expiry = input.expirationDate ? parseExpiry(input.expirationDate) : undefined;
    const removesAdmin = input.role === Role.user || input.accountStatus === AccountStatus.inactive;
    if (actor.id === id && removesAdmin) throw forbidden(MESSAGES.cannotDemoteSelf);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const email = input.email != null ? normalizeEmail(input.email) : undefined;

    const { before, saved } = await this.changeAccount(async (manager) => {
      if (removesAdmin) await assertAnotherAdminRemains(manager, actor, id);
      const user = await manager.findOneBy(User, { id });
      if (!user) throw notFound(MESSAGES.userNotFound);
      const changes: Partial<User> = {};
      if (input.name != null) changes.name = input.name.trim();
      if (email != null) changes.email = email;
      if (input.role != null) changes.role = input.role;
      if (input.accountStatus != null) changes.accountStatus = input.accountStatus;
      if (input.membershipTier != null && input.membershipTier !== user.membershipTier) {
        changes.membershipTier = input.membershipTier;
        changes.upgradedAt = new Date();
      }
      if (expiry) changes.expirationDate = expiry;
      if (input.phone != null) changes.phone = input.phone.trim() ? normalizePhone(input.phone) : null;
      if (input.badge != null) changes.badge = input.badge;
      if (input.referralScore != null) changes.referralScore = input.referralScore;
      if (passwordHash) changes.passwordHash = passwordHash;
      if (editNeedsReason(user.referralScore, input) && !input.reason?.trim()) {
        throw badUserInput({ reason: MESSAGES.scoreReasonRequired });
      }
      const endsSessions =
        !!passwordHash ||
        (input.role != null && input.role !== user.role) ||
        (input.accountStatus != null && input.accountStatus !== user.accountStatus);
      const saved = await writeAccount(manager, user, changes, endsSessions);
      await this.history.recordChanges(manager, id, user, saved, { actor, source: MembershipChangeSource.admin, reason: input.reason });
      if (isFirstPaidTier(user, saved)) await confirmReferral(manager, this.history, id, actor);
      return { before: user, saved: await manager.findOneByOrFail(User, { id }) };
    });
    const changes = [describeChanges<Partial<User>>(before, saved, AUDITED_FIELDS, ""), input.password ? "password changed" : ""].filter(
      Boolean,
    );
    // Saving the form unchanged is not an event worth a line in the log.
    if (changes.length > 0) await this.audit?.record(actor, "user.update", "User", id, `${saved.email}: ${changes.join("; ")}`);
    // A new address is unproven until its owner follows the link sent to it.
    if (saved.email !== before.email && !saved.emailVerified) await this.emailVerification?.sendLink(saved);
    return saved;
  }

  /** What an account changes about itself (the profile); a new password ends its other sessions. */
  async updateOwn(id: number, input: { name?: string | null; password?: string | null }): Promise<User> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return this.changeAccount(async (manager) => {
      const user = await manager.findOneBy(User, { id });
      if (!user) throw notFound(MESSAGES.userNotFound);
      const changes: Partial<User> = {};
      if (input.name != null) changes.name = input.name.trim();
      if (passwordHash) changes.passwordHash = passwordHash;
      return writeAccount(manager, user, changes, !!passwordHash);
    });
  }

  /**
   * Sets the tier and expiry, with the admin's reason in the member's history. The first paid
   * tier of a referred member confirms their referral and pays the referrer, in the same transaction.
   */
  async upgrade(actor: Actor, id: number, input: UpgradeUserInput): Promise<User> {
    // upgradeUserSchema has already refused a missing tier or reason and an unreadable date.
    const expiry = (input.expirationDate && parseExpiry(input.expirationDate)) || defaultExpiry();
    const saved = await this.changeAccount(async (manager) => {
      const before = await manager.findOneBy(User, { id });
      if (!before) throw notFound(MESSAGES.userNotFound);
      await manager.update(User, { id }, { membershipTier: input.membershipTier!, expirationDate: expiry, upgradedAt: new Date() });
      const after = await manager.findOneByOrFail(User, { id });
      await this.history.recordChanges(manager, id, before, after, { actor, source: MembershipChangeSource.admin, reason: input.reason });
      if (isFirstPaidTier(before, after)) await confirmReferral(manager, this.history, id, actor);
      return manager.findOneByOrFail(User, { id });
    });
    await this.audit?.record(
      actor,
      "user.upgrade",
      "User",
      id,
      `${userUpgraded(saved.membershipTier)}: ${saved.email} until ${expiry.toISOString().slice(0, 10)}`,
    );
    return saved;
  }

  async setStatus(actor: Actor, id: number, status: AccountStatus): Promise<User> {
    return this.update(actor, id, { accountStatus: status });
  }

  async delete(actor: User, id: number): Promise<boolean> {
    if (actor.id === id) throw forbidden(MESSAGES.cannotDeleteSelf);
    const user = await this.changeAccount(async (manager) => {
      await assertAnotherAdminRemains(manager, actor, id);
      const user = await manager.findOneBy(User, { id });
      if (!user) throw notFound(MESSAGES.userNotFound);
      await manager.delete(User, { id });
      return user;
    });
    await this.audit?.record(actor, "user.delete", "User", id, `Deleted ${user.email}`);
    return true;
  }

  /** Records that the account's current address is proven (only if it is still `email`). */
  async confirmEmail(id: number, email: string): Promise<void> {
    await this.users.update({ id, email }, { verifiedEmail: email });
  }

  /** A password reset: the new password, every session ended, every other reset link dead. */
  async setPassword(id: number, password: string): Promise<User> {
    return this.updateOwn(id, { password });
  }

  /** Account changes that must not interleave: the last-admin check, version bumps, reset links. */
  private changeAccount<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return serialTransaction(this.dataSource, work);
  }
}

/** Whether a change makes a basic membership paid: what confirms a referral (docs/referrals.md). */
const isFirstPaidTier = (before: User, after: User) =>
  before.membershipTier === MembershipTier.basic && after.membershipTier !== MembershipTier.basic;

/**
 * Applies `changes` to the stored row (only those columns, so a concurrent change to others is
 * not undone), ends the account's sessions when asked and, when the password or e-mail changes,
 * the reset links already sent. Returns the account as stored.
 */
async function writeAccount(manager: EntityManager, user: User, changes: Partial<User>, endsSessions: boolean): Promise<User> {
  if (changes.email != null && changes.email !== user.email && (await manager.existsBy(User, { email: changes.email }))) {
    throw badUserInput({ email: MESSAGES.emailTaken });
  }
  if (Object.keys(changes).length > 0) {
    try {
      await manager.update(User, { id: user.id }, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput({ email: MESSAGES.emailTaken });
      throw error;
    }
  }
  // One statement, so a bump can never be lost to a concurrent write of an older version.
  if (endsSessions) {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ tokenVersion: () => "token_version + 1" })
      .where("id = :id", { id: user.id })
      .execute();
  }
  if (changes.passwordHash || (changes.email != null && changes.email !== user.email)) {
    await manager.delete(PasswordResetToken, { userId: user.id, usedAt: IsNull() });
  }
  return manager.findOneByOrFail(User, { id: user.id });
}

/**
 * Refuses a change that would leave no active admin. The active admins' rows are locked (on
 * SQLite these transactions take turns), so two admins demoting each other at once are
 * decided one after the other: the second sees one admin left.
 */
async function assertAnotherAdminRemains(manager: EntityManager, actor: Actor, targetId: number): Promise<void> {
  const query = manager
    .createQueryBuilder(User, "u")
    .select("u.id")
    .where("u.role = :role AND u.account_status = :status", { role: Role.admin, status: AccountStatus.active })
    .orderBy("u.id");
  const activeAdmins = (await (supportsRowLocks(manager) ? query.setLock("pessimistic_write") : query).getMany()).map((u) => u.id);
  if (activeAdmins.includes(targetId) && activeAdmins.length <= 1) throw forbidden(MESSAGES.lastAdmin);
  // The actor was an admin when the request began; a concurrent change may have ended that.
  // (An API key is no account: the key was checked as the request began.)
  if (actor.id !== null && !activeAdmins.includes(actor.id)) throw forbidden();
}
