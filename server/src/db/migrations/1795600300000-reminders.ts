import { MigrationInterface, QueryRunner, Table, TableColumn } from "typeorm";
import { portable } from "./portable";
import { DEFAULT_REMINDER_RULES } from "../../../../common/validation";

/**
 * Renewal reminders (rules, one row per reminder sent), mailing-list opt-outs, and double opt-in
 * for the newsletter. Subscribers stored before this count as confirmed: they asked to subscribe
 * when a single step was all there was.
 */
export class Reminders1795600300000 implements MigrationInterface {
  name = "Reminders1795600300000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "reminder_rules",
        columns: [
          { ...c.string("kind", 20), isPrimary: true },
          c.int("days"),
          c.string("subject", 150),
          c.text("body"),
          c.boolean("enabled", true),
          c.timestamp("updated_at"),
        ],
      }),
    );
    for (const rule of DEFAULT_REMINDER_RULES) {
      await queryRunner.query("INSERT INTO reminder_rules (kind, days, subject, body) VALUES (?, ?, ?, ?)", [
        rule.kind,
        rule.days,
        rule.subject,
        rule.body,
      ]);
    }
    await queryRunner.createTable(
      new Table({
        name: "reminder_sends",
        columns: [
          c.id(),
          c.int("user_id"),
          c.string("kind", 20),
          c.string("expiry_date", 10),
          c.datetime("claimed_at"),
          c.nullableDatetime("sent_at"),
          c.string("error", 500, true),
          c.int("attempts"),
        ],
        uniques: [{ name: "UQ_reminder_sends_user_kind_expiry", columnNames: ["user_id", "kind", "expiry_date"] }],
        foreignKeys: [
          {
            name: "FK_reminder_sends_user",
            columnNames: ["user_id"],
            referencedTableName: "users",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "mail_opt_outs",
        columns: [c.id(), c.string("email", 254), c.string("list", 20), c.timestamp("created_at")],
        uniques: [{ name: "UQ_mail_opt_outs_email_list", columnNames: ["email", "list"] }],
      }),
    );
    await queryRunner.addColumn("newsletter_subscribers", new TableColumn(c.nullableDatetime("confirmed_at")));
    await queryRunner.addColumn("newsletter_subscribers", new TableColumn(c.nullableDatetime("unsubscribed_at")));
    await queryRunner.query("UPDATE newsletter_subscribers SET confirmed_at = created_at");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("newsletter_subscribers", "unsubscribed_at");
    await queryRunner.dropColumn("newsletter_subscribers", "confirmed_at");
    await queryRunner.dropTable("mail_opt_outs");
    await queryRunner.dropTable("reminder_sends");
    await queryRunner.dropTable("reminder_rules");
  }
}
