import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class ApiKeys1795800000000 implements MigrationInterface {
  name = "ApiKeys1795800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "api_keys",
        columns: [
          c.id(),
          c.string("name", 60),
          c.string("prefix", 20),
          c.string("secret_hash", 64),
          c.text("scopes"),
          c.timestamp("created_at"),
          { ...c.int("created_by_id"), isNullable: true },
          c.string("created_by_name", 100),
          c.nullableDatetime("expires_at"),
          c.nullableDatetime("last_used_at"),
          c.nullableDatetime("revoked_at"),
        ],
        uniques: [{ name: "UQ_api_keys_prefix", columnNames: ["prefix"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("api_keys");
  }
}
