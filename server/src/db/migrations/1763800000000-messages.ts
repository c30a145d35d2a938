import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class Messages1763800000000 implements MigrationInterface {
  name = "Messages1763800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "contact_messages",
        columns: [
          c.id(),
          c.string("first_name", 50),
          c.string("last_name", 50),
          c.string("email", 254),
          c.string("phone", 20, true),
          c.string("subject", 150),
          c.text("message"),
          c.nullableDatetime("read_at"),
          c.timestamp("created_at"),
        ],
        indices: [{ name: "IDX_contact_messages_created_at", columnNames: ["created_at"] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "newsletter_subscribers",
        columns: [c.id(), c.string("email", 254), c.timestamp("created_at")],
        uniques: [{ name: "UQ_newsletter_subscribers_email", columnNames: ["email"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("newsletter_subscribers");
    await queryRunner.dropTable("contact_messages");
  }
}
