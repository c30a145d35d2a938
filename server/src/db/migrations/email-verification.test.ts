import { User } from "../../modules/user/user.entity";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { EmailVerification1795493391402 } from "./1795493391402-email-verification";

describe.each(testDatabaseKinds())("e-mail verification migration on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it("counts accounts that exist before it as verified, so nothing stops working for them", async () => {
    const queryRunner = database.dataSource.createQueryRunner();
    const migration = new EmailVerification1795493391402();
    await migration.down(queryRunner);
    await queryRunner.query(
      `INSERT INTO users (name, email, role, membership_tier, account_status, badge, referral_score, password_hash, token_version)
       VALUES ('Old Member', 'old-member@example.com', 'user', 'basic', 'active', 'user', 0, 'x', 0)`,
    );
    await migration.up(queryRunner);
    await queryRunner.release();

    const member = await database.dataSource.getRepository(User).findOneByOrFail({ email: "old-member@example.com" });
    expect(member.verifiedEmail).toBe("old-member@example.com");
    expect(member.emailVerified).toBe(true);
  });
});
