import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import path from "node:path";
import { REPO_ROOT } from "../../repo-root";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { startWebhookWorker, type WebhookWorker } from "./webhook-worker";

const PORT = 4091;
const SCRIPT = path.join(REPO_ROOT, "examples", "receive-webhook.mjs");

/** examples/receive-webhook.mjs, run as an integrator would, against a real app server. */
describe("examples/receive-webhook.mjs", () => {
  let server: TestServer;
  let worker: WebhookWorker;
  let child: ChildProcess | undefined;
  let output = "";

  beforeAll(async () => {
    server = await startTestServer("sqlite", { env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" } });
    worker = startWebhookWorker(server.services.webhooks, 100);
  });
  afterAll(async () => {
    child?.kill("SIGTERM");
    await worker.stop();
    await server.close();
  });

  const waitForOutput = async (text: string | RegExp) => {
    const until = Date.now() + 10_000;
    while (!(typeof text === "string" ? output.includes(text) : text.test(output))) {
      if (Date.now() > until) throw new Error(`The script did not print ${String(text)}; it printed:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("verifies and prints a member.signed_up event, and refuses a forged request", async () => {
    const admin = await server.account({ role: "admin" as never });
    const created = await server.graphql(
      `mutation ($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`,
      { i: { url: `http://127.0.0.1:${PORT}/`, events: ["member.signed_up"], description: "Example receiver" } },
      admin.token,
    );
    const secret = created.data!.createWebhookEndpoint.secret as string;

    child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(PORT) } });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForOutput(`Listening for webhooks on http://localhost:${PORT}/`);

    const signup = await server.graphql(
      `mutation { signup(input: { name: "Example Member", email: "example-member@example.com", password: "gym-secret1", acceptPolicies: true }) { token } }`,
    );
    expect(signup.errors).toBeUndefined();
    await waitForOutput(/Verified member\.signed_up msg_\S+ \{.*"email":"example-member@example\.com"/);

    const forged = await fetch(`http://127.0.0.1:${PORT}/`, {
      method: "POST",
      headers: {
        "webhook-id": "msg_forged",
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": `v1,${Buffer.alloc(32).toString("base64")}`,
      },
      body: JSON.stringify({ type: "member.signed_up", data: {} }),
    });
    expect(forged.status).toBe(401);
    await waitForOutput("Refused a request: no valid signature");
    // A genuine signature on a request an hour old: refused as a replay.
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const body = JSON.stringify({ type: "member.signed_up", data: {} });
    const signature = createHmac("sha256", Buffer.from(secret.slice(6), "base64"))
      .update(`msg_old.${stale}.${body}`)
      .digest("base64");
    const replayed = await fetch(`http://127.0.0.1:${PORT}/`, {
      method: "POST",
      headers: { "webhook-id": "msg_old", "webhook-timestamp": stale, "webhook-signature": `v1,${signature}` },
      body,
    });
    expect(replayed.status).toBe(401);
    await waitForOutput("Refused a request: timestamp outside the tolerance");
    expect(output.match(/Verified/g)).toHaveLength(1);
  });
});
