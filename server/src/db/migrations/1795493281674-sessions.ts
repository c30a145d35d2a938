import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class Sessions1795493281674 implements MigrationInterface {
  name = "Sessions1795493281674";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "sessions",
        columns: [
          { ...c.string("id", 32), isPrimary: true },
          c.int("user_id"),
          c.int("token_version"),
          c.timestamp("created_at"),
          c.datetime("last_seen_at"),
          c.string("user_agent", 255),
          c.string("device", 60),
          c.string("place", 60),
          c.string("refresh_token_hash", 64),
          c.string("cookie_secret_hash", 64),
          c.datetime("expires_at"),
          c.nullableDatetime("revoked_at"),
        ],
        indices: [{ name: "IDX_sessions_user", columnNames: ["user_id"] }],
        foreignKeys: [
          {
            name: "FK_sessions_user",
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
    await queryRunner.dropTable("sessions");
  }
}
