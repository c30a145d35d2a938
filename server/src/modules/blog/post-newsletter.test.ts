import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { loadConfig, type AppConfig } from "../../config/env";
import { openDatabase } from "../../db/data-source";
import { createServices, type Services } from "../../services";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { AuditEntry } from "../audit/audit-entry.entity";
import { NewsletterSubscriber } from "../newsletter/newsletter-subscriber.entity";
import { BlogPost } from "./blog-post.entity";
import { PostMailing } from "./post-mailing.entity";

const ADMIN = { id: 1, name: "Owner Admin" };
const POST = {
  title: "Leg Day Returns",
  excerpt: "Squats, lunges and a smile.",
  content: "Body",
  image: "/images/blog-bench.jpg",
  author: "Coach",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two app servers' worth of services on one database, sharing one outbox, racing to announce posts. */
describe.each(testDatabaseKinds())("newsletter mail about a post going live, with two app servers on %s", (kind) => {
  let database: TestDatabase;
  let config: AppConfig;
  let second: DataSource;
  let apps: [Services, Services];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    config = { ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gym-post-mail-")), PORT: "0" }), database: database.config };
    second = await openDatabase(database.config);
    apps = [createServices(database.dataSource, config), createServices(second, config)];
    const now = new Date();
    await database.dataSource.getRepository(NewsletterSubscriber).insert([
      { email: "reader-one@example.com", confirmedAt: now, unsubscribedAt: null },
      { email: "reader-two@example.com", confirmedAt: now, unsubscribedAt: null },
      { email: "pending@example.com", confirmedAt: null, unsubscribedAt: null },
      { email: "gone@example.com", confirmedAt: now, unsubscribedAt: now },
    ]);
  });
  afterEach(async () => {
    for (const services of apps) await services.rateLimits.close();
    await second.destroy();
    await database.drop();
  });

  const outbox = (): string[] => {
    try {
      const dir = path.join(config.dataDir, "outbox");
      return readdirSync(dir)
        .filter((file) => file.endsWith(".eml"))
        .map((file) =>
          readFileSync(path.join(dir, file), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/\r?\n[ \t]+/g, " "),
        );
    } catch {
      return [];
    }
  };
  const audits = () => database.dataSource.getRepository(AuditEntry).findBy({ action: "blog.publish" });

  it("mails each confirmed subscriber once when a scheduled post's moment passes, however many servers look", async () => {
    const draft = await apps[0].blog.create(ADMIN, POST, true);
    const moment = new Date(Date.now() + 60_000);
    await database.dataSource.getRepository(BlogPost).update({ id: draft.id }, { status: "published" as never, publishAt: moment });

    expect(await Promise.all(apps.map((services) => services.postNewsletter.announceDue()))).toEqual([0, 0]);
    expect(outbox()).toHaveLength(0);

    const after = new Date(moment.getTime() + 1000);
    const counts = await Promise.all([...apps, ...apps].map((services) => services.postNewsletter.announceDue(after)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = outbox();
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes("To: reader-one@example.com"))).toBe(true);
    expect(mails.some((mail) => mail.includes("To: reader-two@example.com"))).toBe(true);
    const mail = mails[0];
    expect(mail).toContain("Subject: New on the blog: Leg Day Returns");
    expect(mail).toContain("Squats, lunges and a smile.");
    expect(mail).toContain(`${config.publicUrl}/blog/${draft.id}`);
    expect(mail).toMatch(/List-Unsubscribe: <[^>]+\/unsubscribe\?token=/);
    expect(await audits()).toEqual([expect.objectContaining({ actorName: "System", actorId: null, entityId: String(draft.id) })]);

    // Unpublished and published again: no second mail.
    await apps[1].blogPublisher.unpublish(ADMIN, draft.id);
    await apps[1].blogPublisher.publish(ADMIN, draft.id);
    await sleep(200);
    expect(await Promise.all(apps.map((services) => services.postNewsletter.announceDue(new Date(Date.now() + 1000))))).toEqual([0, 0]);
    expect(outbox()).toHaveLength(2);
  });

  it("mails once when an admin publishes a draft now, even when it is published twice", async () => {
    const draft = await apps[0].blog.create(ADMIN, POST, true);
    // Published on one server, then again from a second tab on the other.
    await apps[0].blogPublisher.publish(ADMIN, draft.id);
    await apps[1].blogPublisher.publish(ADMIN, draft.id);
    await sleep(300);
    expect(await Promise.all(apps.map((services) => services.postNewsletter.announceDue(new Date(Date.now() + 1000))))).toEqual([0, 0]);
    expect(outbox()).toHaveLength(2);
    // Only the admin's own publish is in the log: the system announced nothing by itself.
    expect((await audits()).every((entry) => entry.actorName === "Owner Admin")).toBe(true);
  });

  it("tries a mail that failed again later, and never mails a reader who unsubscribed in between", async () => {
    // The first server's mail server refuses connections.
    const failing = createServices(database.dataSource, { ...config, smtpUrl: "smtp://127.0.0.1:9" });
    try {
      const draft = await failing.blog.create(ADMIN, POST, true);
      await database.dataSource.getRepository(BlogPost).update({ id: draft.id }, { status: "published" as never, publishAt: new Date() });
      expect(await failing.postNewsletter.announceDue()).toBe(1);
      const rows = () => database.dataSource.getRepository(PostMailing).find({ order: { email: "ASC" } });
      expect((await rows()).map((row) => [row.email, row.attempts, row.sentAt, row.error === null])).toEqual([
        ["reader-one@example.com", 1, null, false],
        ["reader-two@example.com", 1, null, false],
      ]);
      expect(outbox()).toHaveLength(0);

      await apps[0].newsletter.unsubscribe("reader-two@example.com");
      // Not before the retry delay; then once, on whichever server gets there first.
      expect(await apps[0].postNewsletter.deliverPending(new Date(Date.now() + 60_000))).toBe(0);
      const later = new Date(Date.now() + 11 * 60_000);
      const sent = await Promise.all(apps.map((services) => services.postNewsletter.deliverPending(later)));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      const mails = outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain("To: reader-one@example.com");
      expect((await rows()).map((row) => [row.email, row.sentAt !== null, row.error])).toEqual([
        ["reader-one@example.com", true, null],
        ["reader-two@example.com", false, "Not sent: unsubscribed"],
      ]);
      expect(await apps[1].postNewsletter.deliverPending(new Date(Date.now() + 60 * 60_000))).toBe(0);
      expect(outbox()).toHaveLength(1);
    } finally {
      await failing.rateLimits.close();
    }
  });
});
