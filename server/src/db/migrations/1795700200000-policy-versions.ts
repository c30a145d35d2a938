import { MigrationInterface, QueryRunner, Table, TableColumn } from "typeorm";
import { portable } from "./portable";

/**
 * Policies become versioned documents members accept (issue 18, item 5). Each policy written
 * before this becomes its version 1, not material: nobody is asked to accept a text only
 * because history started being kept.
 */
export class PolicyVersions1795700200000 implements MigrationInterface {
  name = "PolicyVersions1795700200000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "policy_versions",
        columns: [
          c.id(),
          c.string("policy_type", 20),
          c.int("version"),
          c.string("title", 100),
          c.longText("content"),
          c.boolean("material", false),
          c.string("change_note", 300, true),
          c.datetime("published_at"),
          { ...c.int("published_by_id"), isNullable: true },
          c.string("published_by_name", 100, true),
          { ...c.int("restored_from"), isNullable: true },
        ],
        uniques: [{ name: "UQ_policy_versions_type_version", columnNames: ["policy_type", "version"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "policy_acceptances",
        columns: [
          c.id(),
          c.int("user_id"),
          c.string("policy_type", 20),
          c.int("version"),
          c.datetime("accepted_at"),
          c.string("client", 200, true),
        ],
        uniques: [{ name: "UQ_policy_acceptances_user_type_version", columnNames: ["user_id", "policy_type", "version"] }],
        indices: [{ name: "IDX_policy_acceptances_type_version", columnNames: ["policy_type", "version"] }],
        foreignKeys: [
          {
            name: "FK_policy_acceptances_user",
            columnNames: ["user_id"],
            referencedTableName: "users",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
    await queryRunner.addColumn("policies", new TableColumn({ ...c.int("version"), default: 1 }));
    await queryRunner.query(
      "INSERT INTO policy_versions (policy_type, version, title, content, published_at) SELECT policy_type, 1, title, content, updated_at FROM policies",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("policies", "version");
    await queryRunner.dropTable("policy_acceptances");
    await queryRunner.dropTable("policy_versions");
  }
}
