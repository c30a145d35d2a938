import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Webhook } from "standardwebhooks";
import type { DataSource } from "typeorm";
import { openDatabase } from "../../db/data-source";
import { createServices } from "../../services";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { WEBHOOK_MESSAGES } from "../../../../common/validation";
import { AuditEntry } from "../audit/audit-entry.entity";
import { User } from "../user/user.entity";
import { isBlockedAddress } from "./target-guard";
import { postWebhook } from "./webhook-http";
import { WebhookDeliveryRow } from "./webhook.entities";
import { WebhookService } from "./webhook.service";
import { startWebhookWorker } from "./webhook-worker";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on a port of this suite's range; `answer` decides each reply (default 200). */
async function startReceiver(
  port: number,
  answer: (req: IncomingMessage, res: ServerResponse, n: number) => void = (_q, res) => res.end("ok"),
) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      answer(req, res, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    types: () => received.map((r) => (JSON.parse(r.body) as { type: string }).type),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const PORT = 4090;
const ALL_EVENTS = [
  "member.signed_up",
  "membership.upgraded",
  "membership.expired",
  "contact_message.received",
  "post.published",
  "policy.changed",
];
const CREATE = `mutation ($i: WebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { id url events enabled } } }`;
const DELIVERIES = `query ($e: ID!) { webhookDeliveries(endpointId: $e, limit: 25) {
  id eventType messageId status attempts lastStatusCode lastDurationMs lastError nextAttemptAt replayOf
  attemptLog { attempt statusCode durationMs error responseExcerpt } } }`;
const SIGNUP = `mutation ($e: String!) { signup(input: { name: "Hook Member", email: $e, password: "gym-secret1", acceptPolicies: true }) { token } }`;
let unique = 0;
const email = () => `hook-${++unique}-${Date.now()}@example.com`;

describe.each(testDatabaseKinds())("webhooks on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  let receiver: Receiver | undefined;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" } });
    adminToken = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    await server.database.dataSource.query("DELETE FROM webhook_endpoints");
  });

  const subscribe = async (url: string, events = ALL_EVENTS) => {
    const created = await server.graphql(CREATE, { i: { url, events, description: "CRM" } }, adminToken);
    expect(created.errors).toBeUndefined();
    return created.data!.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
  };
  const deliveries = async (endpointId: string) => {
    const answer = await server.graphql(DELIVERIES, { e: endpointId }, adminToken);
    expect(answer.errors).toBeUndefined();
    return answer.data!.webhookDeliveries as Record<string, unknown>[];
  };

  it("signs a sign-up's delivery so that the Standard Webhooks library verifies it, and shows the secret once", async () => {
    receiver = await startReceiver(PORT);
    const { secret, endpoint } = await subscribe(receiver.url);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await server.graphql("{ webhookEndpoints { id url events enabled description } }", undefined, adminToken);
    expect(listed.data!.webhookEndpoints).toEqual([
      { id: endpoint.id, url: receiver.url, events: ALL_EVENTS, enabled: true, description: "CRM" },
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));

    const address = email();
    expect((await server.graphql(SIGNUP, { e: address })).errors).toBeUndefined();
    expect(await server.services.webhooks.deliverDue()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    expect(headers["webhook-id"]).toMatch(/^msg_/);
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    const verified = new Webhook(secret).verify(body, headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(verified).toMatchObject({ type: "member.signed_up", data: { email: address, name: "Hook Member", membershipTier: "basic" } });
    expect(verified.data.memberId).toMatch(/^IWF-\d{6}$/);
    // Tampered body, or a wrong secret: refused.
    expect(() => new Webhook(secret).verify(body.replace("Hook", "Hack"), headers as Record<string, string>)).toThrow();
    expect(() => new Webhook("whsec_" + Buffer.alloc(32, 1).toString("base64")).verify(body, headers as Record<string, string>)).toThrow();

    const [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({
      eventType: "member.signed_up",
      status: "succeeded",
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    expect(delivery.attemptLog).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200, responseExcerpt: "ok", error: null })]);
    const audit = await server.database.dataSource.getRepository(AuditEntry).findBy({ action: "webhook.create" });
    expect(audit).toHaveLength(1);
  });

  it("retries on the schedule, records each attempt, gives up at its end, and replays with the same webhook-id", async () => {
    receiver = await startReceiver(PORT, (_req, res, n) => {
      res.statusCode = n === 3 || n >= 7 ? 200 : 503;
      res.end(n === 3 ? "finally" : "busy, try later");
    });
    const { endpoint } = await subscribe(receiver.url, ["contact_message.received"]);
    // The clock and the schedule are the worker's to choose: 1 s, then 1 min.
    const worker = new WebhookService(server.database.dataSource, server.services.audit, server.config, { schedule: [1000, 60_000] });
    await server.services.webhooks.emit("contact_message.received", { subject: "First" });
    const t0 = new Date(Date.now() + 10);

    expect(await worker.deliverDue(t0)).toBe(0);
    let [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: 503,
      nextAttemptAt: new Date(t0.getTime() + 1000).toISOString(),
    });
    expect(await worker.deliverDue(new Date(t0.getTime() + 999))).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(await worker.deliverDue(new Date(t0.getTime() + 1000))).toBe(0);
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ attempts: 2, nextAttemptAt: new Date(t0.getTime() + 61_000).toISOString() });
    expect(await worker.deliverDue(new Date(t0.getTime() + 61_000))).toBe(1);
    [delivery] = await deliveries(endpoint.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, lastStatusCode: 200, nextAttemptAt: null });
    expect((delivery.attemptLog as { statusCode: number }[]).map((a) => a.statusCode)).toEqual([503, 503, 200]);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);

    // Three failures in a row with this schedule: failed, nothing more is tried.
    await server.services.webhooks.emit("contact_message.received", { subject: "Second" });
    const t1 = new Date(Date.now() + 10);
    await worker.deliverDue(t1);
    await worker.deliverDue(new Date(t1.getTime() + 1000));
    await worker.deliverDue(new Date(t1.getTime() + 61_000));
    expect(receiver.received).toHaveLength(6);
    let failed = (await deliveries(endpoint.id))[0];
    expect(failed).toMatchObject({ status: "failed", attempts: 3, nextAttemptAt: null, lastError: "HTTP 503" });
    expect(await worker.deliverDue(new Date(t1.getTime() + 10 * 86_400_000))).toBe(0);

    const replayed = await server.graphql(
      "mutation ($d: ID!) { replayWebhookDelivery(id: $d) { id status replayOf } }",
      { d: failed.id },
      adminToken,
    );
    expect(replayed.data!.replayWebhookDelivery).toMatchObject({ status: "pending", replayOf: failed.id });
    expect(await server.services.webhooks.deliverDue()).toBe(1);
    failed = (await deliveries(endpoint.id))[0];
    expect(failed).toMatchObject({ status: "succeeded", replayOf: expect.any(String) });
    expect(receiver.received[6].headers["webhook-id"]).toBe(receiver.received[5].headers["webhook-id"]);
  });

  it("sends each delivery once when two app servers' workers share the database", async () => {
    receiver = await startReceiver(PORT);
    await subscribe(receiver.url, ["contact_message.received"]);
    const second: DataSource = await openDatabase(server.database.config);
    const other = createServices(second, server.config);
    try {
      for (let i = 0; i < 12; i++) await server.services.webhooks.emit("contact_message.received", { subject: `Race ${i}` });
      for (let round = 0; round < 3; round++) {
        await Promise.all([server.services.webhooks.deliverDue(), other.webhooks.deliverDue(), other.webhooks.deliverDue()]);
      }
      const ids = receiver.received.map((r) => r.headers["webhook-id"]);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await other.rateLimits.close();
      await second.destroy();
    }
  });

  it("delivers after a restart what a stopped server had queued, and what a server that died mid-send had claimed", async () => {
    receiver = await startReceiver(PORT);
    await subscribe(receiver.url, ["member.signed_up", "contact_message.received"]);
    // The first app server queues an event and goes away before its worker sends it.
    const first: DataSource = await openDatabase(server.database.config);
    const gone = createServices(first, server.config);
    await gone.messages.send(
      { firstName: "A", lastName: "B", email: "a@example.com", subject: "Before the restart", message: "M" },
      "client-1",
    );
    await gone.rateLimits.close();
    await first.destroy();
    expect(receiver.received).toHaveLength(0);

    // The next server's worker starts and sends it.
    const worker = startWebhookWorker(server.services.webhooks, 50);
    try {
      await waitFor(() => receiver!.received.length === 1);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({
        type: "contact_message.received",
        data: { subject: "Before the restart" },
      });
    } finally {
      await worker.stop();
    }

    // A claim whose server died mid-send lapses after its lease, and the delivery goes then.
    await server.services.webhooks.emit("member.signed_up", { name: "Claimed" });
    const repo = server.database.dataSource.getRepository(WebhookDeliveryRow);
    const row = await repo.findOneByOrFail({ status: "pending" });
    const leaseEnd = new Date(Date.now() + 60_000);
    await repo.update({ id: row.id }, { attempts: 1, lockedUntil: leaseEnd });
    expect(await server.services.webhooks.deliverDue()).toBe(0);
    expect(await server.services.webhooks.deliverDue(new Date(leaseEnd.getTime() + 1))).toBe(1);
    expect(receiver.received).toHaveLength(2);
  });

  it("answers a sign-up at once while the receiver hangs", async () => {
    receiver = await startReceiver(PORT, () => undefined);
    await subscribe(receiver.url, ["member.signed_up"]);
    const worker = startWebhookWorker(server.services.webhooks, 50);
    try {
      expect((await server.graphql(SIGNUP, { e: email() })).errors).toBeUndefined();
      await waitFor(() => receiver!.received.length === 1);
      // The worker is now waiting on the receiver; another sign-up is not.
      const started = Date.now();
      expect((await server.graphql(SIGNUP, { e: email() })).errors).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await receiver.close();
      receiver = undefined;
      await worker.stop();
    }
  });

  it("raises the gym's other events from where they happen, a membership expiry once", async () => {
    receiver = await startReceiver(PORT);
    await subscribe(receiver.url);
    const member = await server.account();
    const gql = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, adminToken);
    const upgrade = await gql(`mutation ($id: ID!) { upgradeUser(id: $id, input: { membershipTier: premium, reason: "Paid" }) { id } }`, {
      id: String(member.user.id),
    });
    expect(upgrade.errors).toBeUndefined();
    const post = await gql(
      `mutation { createBlogPost(input: { title: "Hook Post", excerpt: "E", content: "C", image: "/images/x.jpg", author: "A" }, draft: true) { id } }`,
    );
    await gql(`mutation ($p: ID!) { publishBlogPost(id: $p) { id } }`, { p: post.data!.createBlogPost.id });
    await gql(`mutation { updatePolicy(type: refund, input: { content: "## Refunds\\n\\nWithin 9 days." }) { id } }`);
    await server.graphql(
      `mutation { sendContactMessage(input: { firstName: "A", lastName: "B", email: "visitor@example.com", subject: "Hours?", message: "M" }) { success } }`,
    );
    const expired = new Date(Date.now() - 3_600_000);
    await server.database.dataSource.getRepository(User).update({ id: member.user.id }, { expirationDate: expired });
    expect(await server.services.webhooks.raiseExpiries()).toBe(1);
    expect(await server.services.webhooks.raiseExpiries()).toBe(0);
    await waitFor(async () => {
      await server.services.webhooks.deliverDue();
      return receiver!.received.length >= 5;
    });
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b.data]));
    expect(Object.keys(byType).sort()).toEqual([
      "contact_message.received",
      "membership.expired",
      "membership.upgraded",
      "policy.changed",
      "post.published",
    ]);
    expect(byType["membership.upgraded"]).toMatchObject({ userId: member.user.id, previousTier: "basic", membershipTier: "premium" });
    expect(byType["post.published"]).toMatchObject({
      title: "Hook Post",
      url: `${server.config.publicUrl}/blog/${post.data!.createBlogPost.id}`,
    });
    expect(byType["policy.changed"]).toMatchObject({ policyType: "refund", url: `${server.config.publicUrl}/refund-policy` });
    expect(byType["contact_message.received"]).toMatchObject({ subject: "Hours?", email: "visitor@example.com" });
    expect(byType["membership.expired"]).toMatchObject({ userId: member.user.id, expiredAt: expired.toISOString() });
    expect(bodies).toHaveLength(5);

    // They hold members' data: 30 days on, the hourly job deletes them with their deliveries.
    expect(await server.services.webhooks.deleteOld(new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await server.services.webhooks.deleteOld(new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(5);
    expect(await server.database.dataSource.getRepository(WebhookDeliveryRow).count()).toBe(0);
  });

  it("refuses bad endpoints: another scheme, an unknown event, no event", async () => {
    for (const input of [
      { url: "ftp://crm.example.com/x", events: ["post.published"] },
      { url: "https://crm.example.com/x", events: ["post.deleted"] },
      { url: "https://crm.example.com/x", events: [] },
    ]) {
      const answer = await server.graphql(CREATE, { i: input }, adminToken);
      expect(answer.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    }
  });
});

describe("webhook targets (SSRF)", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
  ])("refuses %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows the public address %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it.each([
    "http://127.0.0.1:4093/hooks",
    "http://10.0.0.1:4093/hooks",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]:4093/hooks",
    "http://[fc00::1]:4093/hooks",
    "http://[::ffff:127.0.0.1]:4093/hooks",
    "http://localhost:4093/hooks",
  ])("sends nothing to %s, even with a receiver listening there", async (url) => {
    const receiver = await startReceiver(4093);
    try {
      const outcome = await postWebhook(url, "{}", {}, { timeoutMs: 2000, allowPrivate: false });
      expect(outcome.statusCode).toBeNull();
      expect(outcome.error).toMatch(/private, loopback, link-local or multicast/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it("sends to a local receiver when WEBHOOK_ALLOW_PRIVATE_TARGETS allows it, and only over http(s)", async () => {
    const receiver = await startReceiver(4093);
    try {
      expect(await postWebhook("http://localhost:4093/hooks", "{}", {}, { timeoutMs: 2000, allowPrivate: true })).toMatchObject({
        statusCode: 200,
      });
      expect((await postWebhook("file:///etc/passwd", "{}", {}, { timeoutMs: 2000, allowPrivate: true })).error).toMatch(/http/);
    } finally {
      await receiver.close();
    }
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("subscribing a private target", () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    adminToken = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());

  const CREATE = `mutation ($u: String!) { createWebhookEndpoint(input: { url: $u, events: ["member.signed_up"] }) { endpoint { id } } }`;

  it.each(["http://127.0.0.1:4093/hooks", "http://[::1]/hooks", "http://10.0.0.1/hooks", "http://localhost:4093/hooks"])(
    "refuses %s at once with the reason, and keeps nothing",
    async (url) => {
      const answer = await server.graphql(CREATE, { u: url }, adminToken);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { url: expect.stringContaining(WEBHOOK_MESSAGES.privateTarget) as string },
      });
      expect(await server.database.dataSource.query("SELECT id FROM webhook_endpoints")).toEqual([]);
    },
  );

  it("refuses changing an endpoint's URL to a private one", async () => {
    const created = await server.graphql(CREATE, { u: "https://203.0.114.7/hooks" }, adminToken);
    const id = (created.data as { createWebhookEndpoint: { endpoint: { id: string } } }).createWebhookEndpoint.endpoint.id;
    const changed = await server.graphql(
      `mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { url: "http://169.254.169.254/latest", events: ["member.signed_up"] }) { url } }`,
      { id },
      adminToken,
    );
    expect(changed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
