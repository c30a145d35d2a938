import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../config/env";
import { MailService } from "./mail.service";

describe("the outbox (no SMTP_URL)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gym-mail-"));
  const mail = new MailService(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }));
  const outbox = path.join(dataDir, "outbox");

  it("keeps every message, even several to one address in the same millisecond", async () => {
    const send = (n: number) => mail.send({ to: "member@example.com", subject: `Reset ${n}`, text: `Link ${n}` });
    await Promise.all([1, 2, 3, 4, 5].map(send));
    expect(readdirSync(outbox).filter((name) => name.endsWith(".eml") && name.includes("member-example-com"))).toHaveLength(5);
  });

  it("lets only the owner read the messages, which hold live reset links", () => {
    expect(statSync(outbox).mode & 0o077).toBe(0);
    for (const name of readdirSync(outbox)) expect(statSync(path.join(outbox, name)).mode & 0o077).toBe(0);
  });
});
