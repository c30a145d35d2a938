import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from "typeorm";
import { portable } from "./portable";

/**
 * Issue 18 items 1 and 2: blog posts and plans get a status (draft or published) and the
 * instant they go live; posts also the moment their newsletter mail was claimed. Everything
 * that exists is published since it was created, and its newsletter counts as sent.
 */
export class Publication1795700000000 implements MigrationInterface {
  name = "Publication1795700000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    const status = () => new TableColumn({ ...c.string("status", 16), default: "'published'" });
    await queryRunner.addColumns("blog_posts", [
      status(),
      new TableColumn(c.nullableDatetime("publish_at")),
      new TableColumn(c.nullableDatetime("newsletter_sent_at")),
    ]);
    await queryRunner.addColumns("subscriptions", [status(), new TableColumn(c.nullableDatetime("publish_at"))]);
    await queryRunner.query("UPDATE blog_posts SET publish_at = created_at, newsletter_sent_at = created_at");
    await queryRunner.query("UPDATE subscriptions SET publish_at = created_at");
    await queryRunner.createIndex(
      "blog_posts",
      new TableIndex({ name: "IDX_blog_posts_publication", columnNames: ["status", "publish_at"] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex("blog_posts", "IDX_blog_posts_publication");
    await queryRunner.dropColumns("subscriptions", ["publish_at", "status"]);
    await queryRunner.dropColumns("blog_posts", ["newsletter_sent_at", "publish_at", "status"]);
  }
}
