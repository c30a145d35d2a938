import type { MigrationInterface, QueryRunner } from "typeorm";
import { normalizeEmail } from "../../../../common/validation";
import { processLogger } from "../../logging/current-logger";

interface EmailRow {
  id: number;
  email: string;
}

/**
 * E-mail addresses are compared exactly, in the one spelling normalizeEmail gives them.
 * MySQL/MariaDB compared them under utf8mb4_unicode_ci, which is blind to accents and widths,
 * so `mémber@exämple.com` signed in to `member@example.com`; the columns become utf8mb4_bin
 * (SQLite already compares bytes). Existing rows are then rewritten in the normal spelling.
 */
export class ExactEmails1763850000000 implements MigrationInterface {
  name = "ExactEmails1763850000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!isSqlite(queryRunner)) {
      for (const table of ["users", "newsletter_subscribers", "contact_messages"]) {
        await queryRunner.query(`ALTER TABLE ${table} MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`);
      }
    }
    await normalizeAccounts(queryRunner);
    await normalizeSubscribers(queryRunner);
    const messages = (await queryRunner.query("SELECT id, email FROM contact_messages")) as EmailRow[];
    for (const row of messages.filter((r) => normalizeEmail(r.email) !== r.email)) {
      await queryRunner.query("UPDATE contact_messages SET email = ? WHERE id = ?", [normalizeEmail(row.email), row.id]);
    }
  }

  // The rewritten spellings are the ones every later lookup uses; only the collation goes back.
  async down(queryRunner: QueryRunner): Promise<void> {
    if (isSqlite(queryRunner)) return;
    for (const table of ["users", "newsletter_subscribers", "contact_messages"]) {
      await queryRunner.query(`ALTER TABLE ${table} MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`);
    }
  }
}

const isSqlite = (queryRunner: QueryRunner) => queryRunner.connection.driver.options.type === "better-sqlite3";

/** Rows whose addresses normalise alike, the one that keeps the normal spelling first. */
function groupByNormalEmail(rows: EmailRow[]): { normal: string; keeper: EmailRow; others: EmailRow[] }[] {
  const groups = new Map<string, EmailRow[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = normalizeEmail(row.email);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // The row already spelled normally is the one sign-in finds today; otherwise the oldest.
  return [...groups.entries()].map(([normal, group]) => {
    const keeper = group.find((row) => row.email === normal) ?? group[0]!;
    return { normal, keeper, others: group.filter((row) => row !== keeper) };
  });
}

/**
 * Accounts that collide after normalising are all kept: the first takes the normal spelling;
 * the others keep their stored spelling byte for byte (distinct, so the unique index still
 * holds) and are logged for an admin to give them a new address. Nothing is merged or lost.
 */
async function normalizeAccounts(queryRunner: QueryRunner): Promise<void> {
  const rows = (await queryRunner.query("SELECT id, email FROM users")) as EmailRow[];
  for (const { normal, keeper, others } of groupByNormalEmail(rows)) {
    if (keeper.email !== normal) await queryRunner.query("UPDATE users SET email = ? WHERE id = ?", [normal, keeper.id]);
    for (const other of others) {
      processLogger().warn(
        { userId: other.id, keptBy: keeper.id, email: normal },
        "Two accounts share one e-mail address once normalised; this one keeps its old spelling and cannot sign in until an admin changes its e-mail",
      );
    }
  }
}

/** A subscription is only its address, so a duplicate is simply dropped. */
async function normalizeSubscribers(queryRunner: QueryRunner): Promise<void> {
  const rows = (await queryRunner.query("SELECT id, email FROM newsletter_subscribers")) as EmailRow[];
  for (const { normal, keeper, others } of groupByNormalEmail(rows)) {
    for (const duplicate of others) await queryRunner.query("DELETE FROM newsletter_subscribers WHERE id = ?", [duplicate.id]);
    if (keeper.email !== normal) await queryRunner.query("UPDATE newsletter_subscribers SET email = ? WHERE id = ?", [normal, keeper.id]);
  }
}
