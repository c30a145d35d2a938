import { MigrationInterface, QueryRunner, TableIndex } from "typeorm";

/**
 * Indexes for the admin's members list (issue 17): each sortable column with id (the keyset
 * tie-breaker) and upgraded_at for the dashboard's renewals. E-mail is already unique. No index
 * on status, tier or badge: a few values each, and one (with no statistics, SQLite's planner
 * prefers any equality index) made "active, expiring in 30 days" scan 18,000 rows instead of the
 * few hundred the expiry index finds.
 */
const INDEXES = [
  { name: "IDX_users_created_at_id", columnNames: ["created_at", "id"] },
  { name: "IDX_users_name_id", columnNames: ["name", "id"] },
  { name: "IDX_users_expiration_date_id", columnNames: ["expiration_date", "id"] },
  { name: "IDX_users_upgraded_at", columnNames: ["upgraded_at"] },
];

export class MemberListIndexes1795600000000 implements MigrationInterface {
  name = "MemberListIndexes1795600000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) await queryRunner.createIndex("users", new TableIndex(index));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await queryRunner.dropIndex("users", index.name);
  }
}
