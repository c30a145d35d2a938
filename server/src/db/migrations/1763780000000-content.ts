import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

const URL = 2048;

export class Content1763780000000 implements MigrationInterface {
  name = "Content1763780000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    const stamps = [c.timestamp("created_at"), c.timestamp("updated_at")];

    await queryRunner.createTable(
      new Table({
        name: "app_state",
        columns: [{ name: "key", type: "varchar", length: "100", isPrimary: true }, c.string("value", 500), ...stamps],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "blog_posts",
        columns: [
          c.id(),
          c.string("title", 200),
          c.string("excerpt", 500),
          c.longText("content"),
          c.string("image", URL),
          c.date("date"),
          c.string("author", 120),
          ...stamps,
        ],
        indices: [{ name: "IDX_blog_posts_date", columnNames: ["date"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "subscriptions",
        columns: [
          c.id(),
          c.string("name", 120),
          c.string("price", 60),
          c.string("duration", 60),
          c.text("features"),
          c.string("button_link", URL, true),
          ...stamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "hero_section",
        columns: [c.id(), c.string("title", 200), c.string("subtitle", 500), c.string("image", URL), ...stamps],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "about_content",
        columns: [c.id(), c.string("title", 200), c.longText("content"), c.string("image", URL), ...stamps],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "contact_info",
        columns: [
          c.id(),
          c.string("phone", 40),
          c.string("alternate_phone", 40, true),
          c.string("whatsapp", 40),
          c.string("email", 254),
          c.string("address", 500),
          c.string("city", 100),
          c.string("instagram", 60),
          c.text("opening_hours"),
          ...stamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "site_settings",
        columns: [
          c.id(),
          c.string("site_name", 100),
          c.string("tagline", 200),
          c.string("licence_number", 100),
          c.string("meta_description", 300),
          c.string("footer_text", 300),
          c.string("logo", URL),
          c.string("footer_logo", URL),
          c.string("favicon", URL),
          c.string("featured_image", URL),
          c.boolean("festive_badge_enabled", false),
          c.string("festive_badge_text", 100),
          c.string("festive_badge_color", 40),
          ...stamps,
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "policies",
        columns: [c.id(), c.string("policy_type", 20), c.string("title", 100), c.longText("content"), ...stamps],
        uniques: [{ name: "UQ_policies_policy_type", columnNames: ["policy_type"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "referral_bonuses",
        columns: [c.id(), c.string("badge_type", 20), c.int("bonus"), c.string("description", 200), ...stamps],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      "referral_bonuses",
      "policies",
      "site_settings",
      "contact_info",
      "about_content",
      "hero_section",
      "subscriptions",
      "blog_posts",
      "app_state",
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
