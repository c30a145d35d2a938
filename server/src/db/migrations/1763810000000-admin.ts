import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class Admin1763810000000 implements MigrationInterface {
  name = "Admin1763810000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "audit_log",
        columns: [
          c.id(),
          { name: "actor_id", type: "int", isNullable: true },
          c.string("actor_name", 100),
          c.string("action", 60),
          c.string("entity_type", 40),
          c.string("entity_id", 40, true),
          c.string("summary", 500),
          c.timestamp("created_at"),
        ],
        indices: [{ name: "IDX_audit_log_created_at", columnNames: ["created_at"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "page_views_daily",
        columns: [{ name: "day", type: "varchar", length: "10", isPrimary: true }, c.int("views")],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("page_views_daily");
    await queryRunner.dropTable("audit_log");
  }
}
