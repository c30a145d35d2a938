import { MigrationInterface, QueryRunner, TableColumn } from "typeorm";
import { portable } from "./portable";

/**
 * Members get a phone number (E.164, optional), and imported accounts remember when their
 * "set your password" invitation was sent, so none is ever sent twice (issue 17, item 2).
 */
export class MemberImport1795600100000 implements MigrationInterface {
  name = "MemberImport1795600100000";

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portable(queryRunner);
    await queryRunner.addColumn("users", new TableColumn(c.string("phone", 20, true)));
    await queryRunner.addColumn("users", new TableColumn(c.nullableDatetime("invited_at")));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn("users", "invited_at");
    await queryRunner.dropColumn("users", "phone");
  }
}
