import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../config/env";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { MailService } from "./mail.service";

/** A written .eml as a reader sees it: quoted-printable undone, headers and body apart. */
function readMail(file: string): { headers: string; body: string } {
  const raw = readFileSync(file, "utf8");
  const split = raw.indexOf("\n\n");
  const body = raw
    .slice(split + 2)
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ""), "hex").toString("utf8"));
  return { headers: raw.slice(0, split), body };
}

/** At most 100 characters, the longest name an account takes. */
const HOSTILE_NAME = 'Visit www.evil.example http://evil.example/x <a href="https://evil.example">me</a> a@evil.example';

/** Issue 14 item 7: a name typed at sign-up is never interpreted in an e-mail. */
describe.each(testDatabaseKinds())("names in e-mails on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterAll(() => server.close());

  it("puts the name in the reset mail as text that neither links nor marks up", async () => {
    const { user } = await server.account({ name: HOSTILE_NAME });
    await server.graphql("mutation ($e: String!) { requestPasswordReset(email: $e) { success } }", { e: user.email });
    const outbox = path.join(server.config.dataDir, "outbox");
    let files: string[] = [];
    for (let i = 0; i < 200 && files.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The outbox folder appears with the first mail, which is sent after the answer.
      if (!existsSync(outbox)) continue;
      files = readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.name.endsWith(".eml"))
        .map((entry) => entry.name);
    }
    const { body } = readMail(path.join(outbox, files[0]));
    const [textLine, htmlLine] = body.split("\n").filter((line) => line.includes("Visit"));
    for (const line of [textLine, htmlLine]) {
      // The words are all there for the member to read…
      for (const word of ["Visit", "www", "evil", "example", "me"]) expect(line).toContain(word);
      // …but nothing a mail client would turn into a link.
      expect(line).not.toMatch(/www\.|evil\.example|https?:|@evil/i);
    }
    expect(htmlLine).toContain("&lt;a href=");
    expect(htmlLine).not.toContain("<a ");
    // The reset link itself still is one.
    expect(body).toMatch(/<a href="http:\/\/[^"]+\/password-reset\?token=[\w%-]+">/);
  });
});

describe("mail headers", () => {
  it("keep a subject with line breaks on one line, so it cannot add a header", async () => {
    const dataDir = path.join(tmpdir(), `gym-mail-${process.pid}-${Date.now()}`);
    const mail = new MailService(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }));
    await mail.send({ to: "member@example.com", subject: "Hello\r\nBcc: evil@evil.example\u2028X-Evil: 1", text: "Hi" });
    const [file] = readdirSync(path.join(dataDir, "outbox"));
    const { headers } = readMail(path.join(dataDir, "outbox", file));
    expect(headers).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(headers).toMatch(/^Subject: Hello Bcc: evil@evil\.example X-Evil: 1$/m);
  });
});
