import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class Accounts1763790000000 implements MigrationInterface {
  name = "Accounts1763790000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "users",
        columns: [
          c.id(),
          c.string("name", 100),
          c.string("email", 254),
          c.string("role", 20),
          c.string("membership_tier", 20),
          c.string("account_status", 20),
          c.nullableDatetime("expiration_date"),
          c.nullableDatetime("upgraded_at"),
          c.string("badge", 20),
          c.int("referral_score"),
          c.string("password_hash", 255),
          c.int("token_version"),
          c.timestamp("created_at"),
          c.timestamp("updated_at"),
        ],
        uniques: [{ name: "UQ_users_email", columnNames: ["email"] }],
        indices: [{ name: "IDX_users_role", columnNames: ["role"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "password_reset_tokens",
        columns: [
          c.id(),
          c.int("user_id"),
          c.string("token_hash", 64),
          c.datetime("expires_at"),
          c.nullableDatetime("used_at"),
          c.timestamp("created_at"),
        ],
        uniques: [{ name: "UQ_password_reset_tokens_hash", columnNames: ["token_hash"] }],
        indices: [{ name: "IDX_password_reset_tokens_user", columnNames: ["user_id"] }],
        foreignKeys: [
          {
            name: "FK_password_reset_tokens_user",
            columnNames: ["user_id"],
            referencedTableName: "users",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("password_reset_tokens");
    await queryRunner.dropTable("users");
  }
}
