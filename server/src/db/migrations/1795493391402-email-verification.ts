import { MigrationInterface, QueryRunner, Table, TableColumn } from "typeorm";
import { portable } from "./portable";

/**
 * Accounts remember the address they last proved with a mailed link. Accounts that exist when
 * this runs count as verified: they signed up before there was a way to verify, and nothing
 * that already works for them should stop.
 */
export class EmailVerification1795493391402 implements MigrationInterface {
  name = "EmailVerification1795493391402";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.addColumn("users", new TableColumn(c.string("verified_email", 254, true)));
    await queryRunner.query("UPDATE users SET verified_email = email");
    await queryRunner.createTable(
      new Table({
        name: "email_verification_tokens",
        columns: [
          c.id(),
          c.int("user_id"),
          c.string("email", 254),
          c.string("token_hash", 64),
          c.datetime("expires_at"),
          c.nullableDatetime("used_at"),
          c.timestamp("created_at"),
        ],
        uniques: [{ name: "UQ_email_verification_tokens_hash", columnNames: ["token_hash"] }],
        indices: [{ name: "IDX_email_verification_tokens_user", columnNames: ["user_id"] }],
        foreignKeys: [
          {
            name: "FK_email_verification_tokens_user",
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
    await queryRunner.dropTable("email_verification_tokens");
    await queryRunner.dropColumn("users", "verified_email");
  }
}
