import { type DataSource, type EntityManager, In, IsNull } from "typeorm";
import { ValidationError } from "yup";
import {
  defaultExpiry,
  importExpiryProblem,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  memberImportRowSchema,
  type MemberImportColumn,
  normalizeEmail,
  normalizePhone,
  parseImportExpiry,
  parseImportTier,
} from "../../../../common/validation";
import { NO_PASSWORD_HASH } from "../../auth/password";
import { isUniqueViolation } from "../../db/errors";
import { serialTransaction } from "../../db/serial-transaction";
import { processLogger } from "../../logging/current-logger";
import type { Logger } from "../../logging/logger";
import type { Actor, AuditService } from "../audit/audit.service";
import type { PasswordResetService } from "../auth/password-reset.service";
import { MembershipChange, MembershipChangeSource, MembershipField } from "../membership-history/membership-change.entity";
import { recordImportedChanges } from "../membership-history/membership-history.service";
import { BadgeType } from "../referral/referral-bonus.entity";
import { newReferralCodes } from "../referral/referral-program";
import { User } from "../user/user.entity";
import { AccountStatus, MembershipTier, Role } from "../user/user.enums";
import { type CsvMemberRow, parseMemberCsv } from "./member-csv";

/** One problem of one row: its line in the file, the column ("row" for the row as a whole) and what is wrong. */
export interface RowProblem {
  line: number;
  column: MemberImportColumn | "row";
  message: string;
}

type ImportAction = "create" | "update";

/** A row that passed every check, as it will be written. Blank phone/expiry/tier leave an existing member's value alone. */
export interface PlannedRow {
  line: number;
  action: ImportAction;
  existingId: number | null;
  name: string;
  email: string;
  phone: string | null;
  tier: MembershipTier | null;
  expiry: Date | null;
}

export interface ImportPreview {
  totalRows: number;
  newCount: number;
  updateCount: number;
  problemRowCount: number;
  problems: RowProblem[];
  /** The first few valid rows, to check the columns were read as meant. */
  sample: PlannedRow[];
}

export interface ImportResult {
  created: number;
  updated: number;
}

/** Refused because rows have problems: the preview says which. */
export class ImportHasProblems extends Error {
  constructor(readonly preview: ImportPreview) {
    super(MEMBER_IMPORT_MESSAGES.hasProblems);
  }
}

/** Accounts changed between reading and writing (two imports at once on MariaDB): nothing was written. */
export class ImportConflict extends Error {
  constructor() {
    super(MEMBER_IMPORT_MESSAGES.changedMeanwhile);
  }
}

/** Rows per INSERT / per IN (...) lookup: far below SQLite's and MariaDB's bound-parameter limits. */
const BATCH = 200;

/**
 * Issue 17, item 2: members from a gym's spreadsheet. `preview` writes nothing; `import`
 * re-checks everything and writes every row or none, in one transaction; new members are
 * then invited to set a password, in the background.
 */
export class MemberImportService {
  private invitationRun: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  async preview(text: string): Promise<ImportPreview> {
    const plan = await this.plan(this.dataSource.manager, text);
    return summarise(plan);
  }

  async import(actor: Actor, text: string, log: Logger): Promise<ImportResult> {
    const started = Date.now();
    let result: ImportResult;
    try {
      result = await serialTransaction(this.dataSource, async (manager) => {
        const plan = await this.plan(manager, text);
        if (plan.problems.length > 0) throw new ImportHasProblems(summarise(plan));
        const created = plan.rows.filter((row) => row.action === "create");
        const updated = plan.rows.filter((row) => row.action === "update");
        await insertMembers(manager, created, actor);
        for (const row of updated) await updateMember(manager, row, actor);
        await this.audit.record(
          actor,
          "member.import",
          "User",
          null,
          `Imported members from CSV: ${created.length} new, ${updated.length} updated (${plan.rows.length} rows)`,
        );
        return { created: created.length, updated: updated.length };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ImportConflict();
      throw error;
    }
    log.info({ ...result, ms: Date.now() - started }, "Members imported from CSV");
    if (result.created > 0) this.sendInvitationsInBackground();
    return result;
  }

  /**
   * Sends every invitation not yet sent: imported accounts with no password whose `invited_at`
   * is empty. Each is claimed (invited_at set) before its mail goes, so two runners never send
   * one twice; if the app stops between claim and send, that member gets no mail and uses
   * "Forgot password" (or an admin resets it). Also run when the app starts (resumeInvitations),
   * so invitations not yet claimed when the app stopped go out then. Returns how many were sent.
   */
  async sendPendingInvitations(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pending = await this.dataSource.manager.find(User, {
        where: { passwordHash: NO_PASSWORD_HASH, invitedAt: IsNull(), accountStatus: AccountStatus.active },
        order: { id: "ASC" },
        take: BATCH,
      });
      if (pending.length === 0) return sent;
      for (const user of pending) {
        if (this.stopping) return sent;
        const { affected } = await this.dataSource.manager.update(User, { id: user.id, invitedAt: IsNull() }, { invitedAt: new Date() });
        if (!affected) continue;
        try {
          await this.passwordReset.invite(user);
          sent++;
        } catch (error) {
          processLogger().error({ err: error, userId: user.id }, "Invitation mail failed");
        }
      }
    }
  }

  /** Resolves when the invitations started by earlier imports have been sent (for tests and shutdown). */
  invitationsSettled(): Promise<void> {
    return this.invitationRun;
  }

  /** At shutdown: stops after the invitation being sent; the rest go out at the next start. */
  async stopInvitations(): Promise<void> {
    this.stopping = true;
    await this.invitationRun;
  }

  /** At start-up: sends, in the background, the invitations an earlier run had not claimed. */
  resumeInvitations(): void {
    this.sendInvitationsInBackground();
  }

  private sendInvitationsInBackground(): void {
    this.invitationRun = this.invitationRun
      .then(() => this.sendPendingInvitations())
      .then(
        (sent) => processLogger().info({ sent }, "Member invitations sent"),
        (error: unknown) => processLogger().error({ err: error }, "Member invitations stopped"),
      );
  }

  /** Every row checked, and matched by e-mail against the accounts already stored. */
  private async plan(manager: EntityManager, text: string): Promise<{ rows: PlannedRow[]; problems: RowProblem[]; total: number }> {
    const csvRows = parseMemberCsv(text);
    const problems: RowProblem[] = [];
    const checked: { row: CsvMemberRow; email: string }[] = [];
    const firstLineByEmail = new Map<string, number>();
    for (const row of csvRows) {
      const rowProblems = checkRow(row);
      const email = normalizeEmail(row.cells.email);
      if (email) {
        const first = firstLineByEmail.get(email);
        if (first !== undefined)
          rowProblems.push({ line: row.line, column: "email", message: MEMBER_IMPORT_MESSAGES.duplicateInFile(first) });
        else firstLineByEmail.set(email, row.line);
      }
      if (rowProblems.length > 0) problems.push(...rowProblems);
      else checked.push({ row, email });
    }
    const existing = await findByEmails(
      manager,
      checked.map((c) => c.email),
    );
    const rows: PlannedRow[] = [];
    for (const { row, email } of checked) {
      const account = existing.get(email);
      if (account && account.role === Role.admin) {
        problems.push({ line: row.line, column: "email", message: MEMBER_IMPORT_MESSAGES.adminAccount });
        continue;
      }
      const { cells } = row;
      rows.push({
        line: row.line,
        action: account ? "update" : "create",
        existingId: account?.id ?? null,
        name: cells.name.trim(),
        email,
        phone: cells.phone.trim() ? normalizePhone(cells.phone) : null,
        tier: cells.tier.trim() || !account ? parseImportTier(cells.tier) : null,
        expiry: cells.expiry.trim() ? parseImportExpiry(cells.expiry) : null,
      });
    }
    problems.sort((a, b) => a.line - b.line);
    return { rows, problems, total: csvRows.length };
  }
}

function summarise(plan: { rows: PlannedRow[]; problems: RowProblem[]; total: number }): ImportPreview {
  return {
    totalRows: plan.total,
    newCount: plan.rows.filter((row) => row.action === "create").length,
    updateCount: plan.rows.filter((row) => row.action === "update").length,
    problemRowCount: new Set(plan.problems.map((problem) => problem.line)).size,
    problems: plan.problems,
    sample: plan.rows.slice(0, MEMBER_IMPORT_LIMITS.sampleRows),
  };
}

/** The row's problems, at most one per column, in the order of the columns. */
function checkRow(row: CsvMemberRow): RowProblem[] {
  const problems: RowProblem[] = [];
  if (row.cellCountProblem) problems.push({ line: row.line, column: "row", message: row.cellCountProblem });
  const { cells } = row;
  try {
    memberImportRowSchema.validateSync({ name: cells.name, email: cells.email, phone: cells.phone }, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    for (const inner of error.inner) {
      const column = inner.path as MemberImportColumn;
      if (seen.has(column)) continue;
      seen.add(column);
      problems.push({ line: row.line, column, message: inner.message });
    }
  }
  if (parseImportTier(cells.tier) === null) problems.push({ line: row.line, column: "tier", message: MEMBER_IMPORT_MESSAGES.tierInvalid });
  const expiryProblem = importExpiryProblem(cells.expiry);
  if (expiryProblem) problems.push({ line: row.line, column: "expiry", message: expiryProblem });
  const order = ["row", "name", "email", "phone", "tier", "expiry"];
  return problems.sort((a, b) => order.indexOf(a.column) - order.indexOf(b.column));
}

async function findByEmails(manager: EntityManager, emails: string[]): Promise<Map<string, Pick<User, "id" | "email" | "role">>> {
  const found = new Map<string, Pick<User, "id" | "email" | "role">>();
  for (let start = 0; start < emails.length; start += BATCH) {
    const batch = emails.slice(start, start + BATCH);
    const users = await manager.find(User, { select: { id: true, email: true, role: true }, where: { email: In(batch) } });
    for (const user of users) found.set(user.email, user);
  }
  return found;
}

/** New members in multi-row INSERTs, with a password hash that never verifies (no hashing per row). */
async function insertMembers(manager: EntityManager, rows: PlannedRow[], actor: Actor): Promise<void> {
  const now = new Date();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const codes = await newReferralCodes(manager, batch.length);
    const values = batch.map((row, index) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      verifiedEmail: null,
      role: Role.user,
      accountStatus: AccountStatus.active,
      membershipTier: row.tier ?? MembershipTier.basic,
      expirationDate: row.expiry ?? defaultExpiry(now),
      upgradedAt: null,
      badge: BadgeType.user,
      referralScore: 0,
      passwordHash: NO_PASSWORD_HASH,
      tokenVersion: 0,
      invitedAt: null,
      referralCode: codes[index],
    }));
    await manager.createQueryBuilder().insert().into(User).values(values).updateEntity(false).execute();
    const ids = new Map(
      [
        ...(await findByEmails(
          manager,
          batch.map((row) => row.email),
        )),
      ].map(([email, user]) => [email, user.id]),
    );
    await recordNewMembers(manager, batch, ids, actor, now);
  }
}

/** An existing member: name, and the phone, tier and expiry the row gives; never role, status or password. */
async function updateMember(manager: EntityManager, row: PlannedRow, actor: Actor): Promise<void> {
  const current = await manager.findOneByOrFail(User, { id: row.existingId! });
  const changes: Partial<User> = { name: row.name };
  if (row.phone) changes.phone = row.phone;
  if (row.tier && row.tier !== current.membershipTier) {
    changes.membershipTier = row.tier;
    changes.upgradedAt = new Date();
  }
  if (row.expiry) changes.expirationDate = row.expiry;
  await manager.update(User, { id: current.id, role: Role.user }, changes);
  await recordImportedChanges(manager, current.id, current, { ...current, ...changes }, actor, importReason(row));
}

/** Why an imported row changed a member, in the history the member and the admin see. */
const importReason = (row: PlannedRow) => `Imported from CSV, line ${row.line}`;

/** A new member's first history lines: the tier and expiry the import gave them. */
async function recordNewMembers(manager: EntityManager, rows: PlannedRow[], ids: Map<string, number>, actor: Actor, now: Date) {
  const values = rows.flatMap((row) => {
    const userId = ids.get(row.email)!;
    const common = {
      userId,
      oldValue: null,
      actorId: actor.id,
      actorName: actor.name,
      source: MembershipChangeSource.import,
      reason: importReason(row),
    };
    return [
      { ...common, field: MembershipField.tier, newValue: row.tier ?? MembershipTier.basic },
      { ...common, field: MembershipField.expiry, newValue: (row.expiry ?? defaultExpiry(now)).toISOString() },
    ];
  });
  for (let start = 0; start < values.length; start += BATCH) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(MembershipChange)
      .values(values.slice(start, start + BATCH))
      .updateEntity(false)
      .execute();
  }
}
