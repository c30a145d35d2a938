import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

/**
 * Webhooks (issue 19): endpoints admins subscribe, the events raised, and the outbox of
 * deliveries (one per event and endpoint) with every attempt, so a restart loses nothing.
 */
export class Webhooks1795800100000 implements MigrationInterface {
  name = "Webhooks1795800100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "webhook_endpoints",
        columns: [
          c.id(),
          c.string("url", 500),
          c.string("description", 200, true),
          c.text("events"),
          c.boolean("enabled", true),
          c.string("secret_sealed", 300),
          c.timestamp("created_at"),
          c.timestamp("updated_at"),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "webhook_events",
        columns: [
          c.id(),
          c.string("message_id", 40),
          c.string("type", 60),
          c.longText("payload"),
          c.string("dedupe_key", 150, true),
          c.timestamp("created_at"),
        ],
        uniques: [
          { name: "UQ_webhook_events_message_id", columnNames: ["message_id"] },
          { name: "UQ_webhook_events_dedupe_key", columnNames: ["dedupe_key"] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "webhook_deliveries",
        columns: [
          c.id(),
          c.int("event_id"),
          c.int("endpoint_id"),
          c.string("status", 20),
          { ...c.int("attempts"), default: 0 },
          c.nullableDatetime("next_attempt_at"),
          c.nullableDatetime("locked_until"),
          { ...c.int("last_status_code"), isNullable: true },
          { ...c.int("last_duration_ms"), isNullable: true },
          c.string("last_error", 500, true),
          { ...c.int("replay_of"), isNullable: true },
          c.timestamp("created_at"),
          c.timestamp("updated_at"),
        ],
        indices: [
          { name: "IDX_webhook_deliveries_due", columnNames: ["status", "next_attempt_at"] },
          { name: "IDX_webhook_deliveries_endpoint", columnNames: ["endpoint_id", "id"] },
        ],
        foreignKeys: [
          {
            name: "FK_webhook_deliveries_event",
            columnNames: ["event_id"],
            referencedTableName: "webhook_events",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
          {
            name: "FK_webhook_deliveries_endpoint",
            columnNames: ["endpoint_id"],
            referencedTableName: "webhook_endpoints",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: "webhook_attempts",
        columns: [
          c.id(),
          c.int("delivery_id"),
          c.int("attempt"),
          c.datetime("attempted_at"),
          { ...c.int("status_code"), isNullable: true },
          c.int("duration_ms"),
          c.string("error", 500, true),
          c.string("response_excerpt", 500, true),
        ],
        indices: [{ name: "IDX_webhook_attempts_delivery", columnNames: ["delivery_id"] }],
        foreignKeys: [
          {
            name: "FK_webhook_attempts_delivery",
            columnNames: ["delivery_id"],
            referencedTableName: "webhook_deliveries",
            referencedColumnNames: ["id"],
            onDelete: "CASCADE",
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("webhook_attempts");
    await queryRunner.dropTable("webhook_deliveries");
    await queryRunner.dropTable("webhook_events");
    await queryRunner.dropTable("webhook_endpoints");
  }
}
