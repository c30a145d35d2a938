import type { DataSource, Repository } from "typeorm";
import { isUniqueViolation } from "../../db/errors";
import { hashPassword } from "../../auth/password";
import { badUserInput, forbidden, notFound } from "../../common/errors";
import { defaultExpiry, MESSAGES, normalizeEmail, parseExpiry, userUpgraded } from "../../../../common/validation";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import { BadgeType } from "../referral/referral-bonus.entity";
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
  "badge",
  "referralScore",
];

export class UserService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly audit?: AuditService,
  ) {
    this.users = dataSource.getRepository(User);
  }

  async counts(): Promise<{ total: number; active: number }> {
    const [total, active] = await Promise.all([this.users.count(), this.users.countBy({ accountStatus: AccountStatus.active })]);
    return { total, active };
  }

  findById(id: number): Promise<User | null> {
    return Number.isSafeInteger(id) && id > 0 ? this.users.findOneBy({ id }) : Promise.resolve(null);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  list(): Promise<User[]> {
    return this.users.find({ order: { createdAt: "DESC", id: "DESC" } });
  }

  countAdmins(): Promise<number> {
    return this.users.countBy({ role: Role.admin });
  }

  /** Sign-up and admins both create accounts; only an admin's creation is audited. */
  async create(input: CreateUserInput, actor?: Actor): Promise<User> {
    const user = this.users.create({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      role: input.role ?? Role.user,
      accountStatus: input.accountStatus ?? AccountStatus.active,
      membershipTier: input.membershipTier ?? MembershipTier.basic,
      expirationDate: defaultExpiry(),
      upgradedAt: null,
      badge: input.badge ?? BadgeType.user,
      referralScore: input.referralScore ?? 0,
      passwordHash: await hashPassword(input.password),
      tokenVersion: 0,
    });
    const saved = await this.saveUnique(user);
    if (actor) await this.audit?.record(actor, "user.create", "User", saved.id, `Created ${saved.email} (${saved.role})`);
    return saved;
  }

  async update(actor: User, id: number, input: UpdateUserInput): Promise<User> {
    const user = await this.getById(id);
    const expiry = input.expirationDate ? parseExpiry(input.expirationDate) : undefined;
    const demotesSelf = input.role === Role.user || input.accountStatus === AccountStatus.inactive;
    if (actor.id === user.id && demotesSelf) throw forbidden(MESSAGES.cannotDemoteSelf);

    const endsSessions =
      !!input.password ||
      (input.role != null && input.role !== user.role) ||
      (input.accountStatus != null && input.accountStatus !== user.accountStatus);
    const before = { ...user };
    if (input.name != null) user.name = input.name.trim();
    if (input.email != null) user.email = normalizeEmail(input.email);
    if (input.role != null) user.role = input.role;
    if (input.accountStatus != null) user.accountStatus = input.accountStatus;
    if (input.membershipTier != null && input.membershipTier !== user.membershipTier) {
      user.membershipTier = input.membershipTier;
      user.upgradedAt = new Date();
    }
    if (expiry) user.expirationDate = expiry;
    if (input.badge != null) user.badge = input.badge;
    if (input.referralScore != null) user.referralScore = input.referralScore;
    if (input.password) user.passwordHash = await hashPassword(input.password);
    if (endsSessions) user.tokenVersion += 1;
    const saved = await this.saveUnique(user);
    const changes = [describeChanges<Partial<User>>(before, saved, AUDITED_FIELDS, ""), input.password ? "password changed" : ""].filter(
      Boolean,
    );
    // Saving the form unchanged is not an event worth a line in the log.
    if (changes.length > 0) await this.audit?.record(actor, "user.update", "User", id, `${saved.email}: ${changes.join("; ")}`);
    return saved;
  }

  async upgrade(actor: Actor, id: number, input: UpgradeUserInput): Promise<User> {
    // upgradeUserSchema has already refused a missing tier and an unreadable date.
    const expiry = (input.expirationDate && parseExpiry(input.expirationDate)) || defaultExpiry();
    const user = await this.getById(id);
    user.membershipTier = input.membershipTier!;
    user.expirationDate = expiry;
    user.upgradedAt = new Date();
    const saved = await this.users.save(user);
    await this.audit?.record(
      actor,
      "user.upgrade",
      "User",
      id,
      `${userUpgraded(saved.membershipTier)}: ${saved.email} until ${expiry.toISOString().slice(0, 10)}`,
    );
    return saved;
  }

  async setStatus(actor: User, id: number, status: AccountStatus): Promise<User> {
    return this.update(actor, id, { accountStatus: status });
  }

  async delete(actor: User, id: number): Promise<boolean> {
    if (actor.id === id) throw forbidden(MESSAGES.cannotDeleteSelf);
    const user = await this.getById(id);
    await this.users.remove(user);
    await this.audit?.record(actor, "user.delete", "User", id, `Deleted ${user.email}`);
    return true;
  }

  /** Saves, turning a race on the unique e-mail index into the same message as the pre-check. */
  async saveUnique(user: User): Promise<User> {
    const existing = await this.users.findOneBy({ email: user.email });
    if (existing && existing.id !== user.id) throw badUserInput({ email: MESSAGES.emailTaken });
    try {
      return await this.users.save(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput({ email: MESSAGES.emailTaken });
      throw error;
    }
  }

  async setPassword(user: User, password: string): Promise<User> {
    user.passwordHash = await hashPassword(password);
    user.tokenVersion += 1;
    return this.users.save(user);
  }
}
