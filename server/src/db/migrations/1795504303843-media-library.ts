import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class MediaLibrary1795504303843 implements MigrationInterface {
  name = "MediaLibrary1795504303843";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    const real = (name: string) => ({ name, type: "real" });
    await queryRunner.createTable(
      new Table({
        name: "media_items",
        columns: [
          c.id(),
          c.string("key", 20),
          c.string("name", 200),
          { ...c.string("alt", 300), default: "''" },
          c.string("format", 8),
          c.int("width"),
          c.int("height"),
          c.int("bytes"),
          real("focal_x"),
          real("focal_y"),
          c.string("dominant_color", 7),
          c.text("placeholder"),
          c.text("variants"),
          { ...c.int("uploaded_by"), isNullable: true },
          c.timestamp("created_at"),
          c.timestamp("updated_at"),
        ],
        uniques: [{ name: "UQ_media_items_key", columnNames: ["key"] }],
        indices: [{ name: "IDX_media_items_created_at", columnNames: ["created_at"] }],
        foreignKeys: [
          {
            name: "FK_media_items_uploaded_by",
            columnNames: ["uploaded_by"],
            referencedTableName: "users",
            referencedColumnNames: ["id"],
            onDelete: "SET NULL",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("media_items");
  }
}
