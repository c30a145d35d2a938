import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

/**
 * One row per subscriber for each post's newsletter mail, written when the post is claimed, so
 * a failed send is retried and a restart loses no recipient.
 */
export class PostMailings1795700400000 implements MigrationInterface {
  name = "PostMailings1795700400000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "post_mailings",
        columns: [
          c.id(),
          c.int("post_id"),
          c.string("email", 254),
          c.nullableDatetime("claimed_at"),
          c.nullableDatetime("sent_at"),
          c.string("error", 500, true),
          { ...c.int("attempts"), default: 0 },
        ],
        uniques: [{ name: "UQ_post_mailings_post_email", columnNames: ["post_id", "email"] }],
        indices: [{ name: "IDX_post_mailings_pending", columnNames: ["sent_at", "attempts"] }],
        foreignKeys: [
          {
            name: "FK_post_mailings_post",
            columnNames: ["post_id"],
            referencedTableName: "blog_posts",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("post_mailings");
  }
}
