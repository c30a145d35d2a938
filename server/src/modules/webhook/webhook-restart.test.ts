import { createServer, type IncomingHttpHeaders } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { adminSession, ensureBuilt, sleep, startAppProcess, type AppProcess } from "../../faults/app-process";

const RECEIVER_PORT = 4095;

async function graphql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** The built server, killed outright (SIGKILL) with a delivery still owed, then started again on the same database. */
describe("a webhook raised before the server is killed", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "gym-webhook-restart-"));
  const env = { DATABASE_URL: `sqlite:${path.join(dir, "gym.sqlite")}`, WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" };
  const apps: AppProcess[] = [];

  beforeAll(() => ensureBuilt(), 300_000);
  afterAll(async () => {
    for (const app of apps) await app.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is delivered, signed, after the restart", async () => {
    const first = await startAppProcess(env);
    apps.push(first);
    const { token } = await adminSession(first.url);
    // Nothing listens on the receiver's port yet: the first attempt fails and a retry is due in 5 s.
    const created = await graphql(
      first.url,
      "mutation ($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }",
      { i: { url: `http://127.0.0.1:${RECEIVER_PORT}/hooks`, events: ["member.signed_up"] } },
      token,
    );
    const secret = created.createWebhookEndpoint.secret as string;
    await graphql(
      first.url,
      `
        mutation ($e: String!) {
          signup(input: { name: "Before Kill", email: $e, password: "gym-secret1", acceptPolicies: true }) {
            token
          }
        }
      `,
      {
        e: "before-kill@example.com",
      },
    );
    first.child.kill("SIGKILL");
    await first.exited;

    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));
    try {
      const second = await startAppProcess(env);
      apps.push(second);
      const deadline = Date.now() + 30_000;
      while (received.length === 0 && Date.now() < deadline) await sleep(100);
      expect(received).toHaveLength(1);
      const event = new Webhook(secret).verify(received[0].body, received[0].headers as Record<string, string>);
      expect(event).toMatchObject({ type: "member.signed_up", data: { email: "before-kill@example.com" } });
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  }, 120_000);
});
