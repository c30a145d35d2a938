import { MigrationInterface, QueryRunner, Table } from "typeorm";
import { portable } from "./portable";

export class DataRights1795493303006 implements MigrationInterface {
  name = "DataRights1795493303006";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: "account_deletions",
        columns: [{ ...c.int("user_id"), isPrimary: true }, c.datetime("erase_after"), c.timestamp("created_at")],
        indices: [{ name: "IDX_account_deletions_erase_after", columnNames: ["erase_after"] }],
        foreignKeys: [
          {
            name: "FK_account_deletions_user",
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
        name: "job_runs",
        columns: [c.id(), c.string("job", 60), c.string("period", 40), c.string("outcome", 500, true), c.timestamp("created_at")],
        uniques: [{ name: "UQ_job_runs_job_period", columnNames: ["job", "period"] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable("job_runs");
    await queryRunner.dropTable("account_deletions");
  }
}
