import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

/** Version history of posts, plans and the single records (issue 18, item 3). */
export class ContentVersions1795700100000 implements MigrationInterface {
  name = "ContentVersions1795700100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "content_versions",
        columns: [
          c.id(),
          c.string("kind", 20),
          c.int("item_id"),
          c.int("version"),
          c.longText("snapshot"),
          { ...c.int("author_id"), isNullable: true },
          c.string("author_name", 100, true),
          c.string("note", 100, true),
          c.timestamp("created_at"),
        ],
        uniques: [{ name: "UQ_content_versions_kind_item_version", columnNames: ["kind", "item_id", "version"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("content_versions");
  }
}
