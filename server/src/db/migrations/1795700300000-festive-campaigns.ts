import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

/** Scheduled festive campaigns: a badge and the window (UTC instants, end exclusive) it runs in. */
export class FestiveCampaigns1795700300000 implements MigrationInterface {
  name = "FestiveCampaigns1795700300000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "festive_campaigns",
        columns: [
          c.id(),
          c.string("text", 100),
          c.string("color", 40),
          c.datetime("starts_at"),
          c.datetime("ends_at"),
          c.timestamp("created_at"),
          c.timestamp("updated_at"),
        ],
        indices: [{ name: "IDX_festive_campaigns_window", columnNames: ["starts_at", "ends_at"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("festive_campaigns");
  }
}
