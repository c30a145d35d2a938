import { MigrationInterface, QueryRunner, TableColumn } from "typeorm";
import { portable } from "./portable";

/** Two-factor sign-in: the encrypted TOTP secret (and one awaiting confirmation), when it was turned on, hashed recovery codes. */
export class TwoFactor1795493288586 implements MigrationInterface {
  name = "TwoFactor1795493288586";

  async up(queryRunner: QueryRunner): Promise<void> {
    const column = portable(queryRunner);
    await queryRunner.addColumns("users", [
      new TableColumn(column.string("totp_secret", 255, true)),
      new TableColumn(column.string("totp_pending_secret", 255, true)),
      new TableColumn(column.nullableDatetime("totp_enabled_at")),
      new TableColumn({ ...column.text("totp_recovery_codes"), isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ["totp_recovery_codes", "totp_enabled_at", "totp_pending_secret", "totp_secret"]) {
      await queryRunner.dropColumn("users", name);
    }
  }
}
