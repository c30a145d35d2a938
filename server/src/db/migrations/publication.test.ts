import { BlogPost } from "../../modules/blog/blog-post.entity";
import { Plan } from "../../modules/plan/plan.entity";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { Publication1795700000000 } from "./1795700000000-publication";

describe.each(testDatabaseKinds())("posts and plans that existed before drafts, on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it("stay published since they were created, and their newsletter counts as sent", async () => {
    const migration = new Publication1795700000000();
    const runner = database.dataSource.createQueryRunner();
    await migration.down(runner);
    await runner.query(
      "INSERT INTO blog_posts (title, excerpt, content, image, date, author) VALUES ('Old Post', 'E', 'C', '/images/x.jpg', '2025-01-05', 'A')",
    );
    await runner.query("INSERT INTO subscriptions (name, price, duration, features) VALUES ('OLD PLAN', '₹1', '1 Month', '[]')");
    await migration.up(runner);
    await runner.release();

    const post = await database.dataSource.getRepository(BlogPost).findOneByOrFail({ title: "Old Post" });
    expect(post.state).toBe("published");
    expect(post.publishAt).toEqual(post.createdAt);
    expect(post.newsletterSentAt).toEqual(post.createdAt);
    const plan = await database.dataSource.getRepository(Plan).findOneByOrFail({ name: "OLD PLAN" });
    expect(plan.state).toBe("published");
    expect(plan.publishAt).toEqual(plan.createdAt);
  });
});
