import { randomInt } from "node:crypto";
import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from "typeorm";
import { LIMITS, REFERRAL_CODE_ALPHABET } from "../../../../common/validation";
import { portable } from "./portable";

/**
 * Issue 17 items 6 and 7: the membership history, and referral links. Every existing account
 * gets its referral code here; new ones get theirs when they are created.
 */
export class MembershipHistory1795600200000 implements MigrationInterface {
  name = "MembershipHistory1795600200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.addColumns("users", [
      new TableColumn(c.string("referral_code", 12, true)),
      new TableColumn({ ...c.int("referred_by_id"), isNullable: true }),
      new TableColumn(c.nullableDatetime("referral_confirmed_at")),
    ]);
    const used = new Set<string>();
    const accounts = (await queryRunner.query("SELECT id FROM users")) as { id: number }[];
    for (const { id } of accounts) {
      let code: string;
      do {
        code = Array.from(
          { length: LIMITS.referralCodeLength },
          () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
        ).join("");
      } while (used.has(code));
      used.add(code);
      await queryRunner.query("UPDATE users SET referral_code = ? WHERE id = ?", [code, id]);
    }
    await queryRunner.createIndex(
      "users",
      new TableIndex({ name: "UQ_users_referral_code", columnNames: ["referral_code"], isUnique: true }),
    );
    await queryRunner.createIndex("users", new TableIndex({ name: "IDX_users_referred_by", columnNames: ["referred_by_id"] }));
    await queryRunner.createForeignKey(
      "users",
      new TableForeignKey({
        name: "FK_users_referred_by",
        columnNames: ["referred_by_id"],
        referencedTableName: "users",
        referencedColumnNames: ["id"],
        onDelete: "SET NULL",
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "membership_changes",
        columns: [
          c.id(),
          c.int("user_id"),
          c.string("field", 20),
          c.string("old_value", 40, true),
          c.string("new_value", 40, true),
          { ...c.int("actor_id"), isNullable: true },
          c.string("actor_name", 100, true),
          c.string("source", 20),
          c.string("reason", 300, true),
          c.timestamp("created_at"),
        ],
        indices: [{ name: "IDX_membership_changes_user_created", columnNames: ["user_id", "created_at"] }],
        foreignKeys: [
          {
            name: "FK_membership_changes_user",
            columnNames: ["user_id"],
            referencedTableName: "users",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
          {
            name: "FK_membership_changes_actor",
            columnNames: ["actor_id"],
            referencedTableName: "users",
            referencedColumnNames: ["id"],
            onDelete: "SET NULL",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("membership_changes");
    await queryRunner.dropForeignKey("users", "FK_users_referred_by");
    await queryRunner.dropIndex("users", "IDX_users_referred_by");
    await queryRunner.dropIndex("users", "UQ_users_referral_code");
    await queryRunner.dropColumns("users", ["referral_confirmed_at", "referred_by_id", "referral_code"]);
  }
}
