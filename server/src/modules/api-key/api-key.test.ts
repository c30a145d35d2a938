import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import { API_KEY_MESSAGES } from "../../../../common/validation";
import { createApp } from "../../app";
import { sha256Hex } from "../../auth/secret-token";
import { openDatabase } from "../../db/data-source";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { AuditEntry } from "../audit/audit-entry.entity";
import { MembershipChange } from "../membership-history/membership-change.entity";
import { ApiKey } from "./api-key.entity";

const CREATE = `mutation ($input: ApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scopes createdBy expiresAt lastUsedAt revokedAt } }
}`;

/** A second app server on the same database, as behind a load balancer (no Redis). */
async function secondServer(first: TestServer): Promise<{ url: string; close: () => Promise<void> }> {
  const dataSource: DataSource = await openDatabase(first.database.config);
  const { listener, stop } = await createApp(first.config, dataSource);
  const server: Server = createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await dataSource.destroy();
    },
  };
}

describe.each(testDatabaseKinds())("API keys on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
    adminToken = (await server.account({ role: "admin" as never, name: "Owner Admin" })).token;
  });
  afterAll(() => server.close());

  const createKey = async (input: { name: string; scopes: string[]; expiresOn?: string | null }) => {
    const { data, errors } = await server.graphql(CREATE, { input }, adminToken);
    expect(errors).toBeUndefined();
    return data!.createApiKey as { secret: string; apiKey: { id: string; prefix: string; scopes: string[]; createdBy: string } };
  };
  const row = (id: string) => server.database.dataSource.getRepository(ApiKey).findOneByOrFail({ id: Number(id) });

  it("shows the secret once and stores only its hash", async () => {
    const { secret, apiKey } = await createKey({ name: "Billing tool", scopes: ["members_read", "members_read", "messages_read"] });
    expect(secret).toMatch(/^gymk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey).toMatchObject({ name: "Billing tool", scopes: ["members_read", "messages_read"], createdBy: "Owner Admin" });
    const stored = await row(apiKey.id);
    expect(stored.secretHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(apiKey.prefix.length + 1));

    const listed = await server.graphql("{ apiKeys { id prefix scopes lastUsedAt revokedAt } }", undefined, adminToken);
    expect(listed.data!.apiKeys).toEqual(
      expect.arrayContaining([
        { id: apiKey.id, prefix: apiKey.prefix, scopes: ["members_read", "messages_read"], lastUsedAt: null, revokedAt: null },
      ]),
    );
    const audit = await server.database.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: "apiKey.create", entityId: apiKey.id });
    expect(audit.actorName).toBe("Owner Admin");
    expect(audit.summary).toContain("members:read, messages:read");
  });

  it("refuses a name-less key, no scopes and a last day in the past", async () => {
    const { errors } = await server.graphql(CREATE, { input: { name: " ", scopes: [], expiresOn: "2020-01-01" } }, adminToken);
    expect(errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { name: "Name is required", scopes: API_KEY_MESSAGES.scopesRequired, expiresOn: API_KEY_MESSAGES.expiresOnPast },
    });
  });

  it("works as a bearer token on /graphql and /api within its scopes", async () => {
    const member = await server.account({ name: "Keyed Member" });
    const { secret } = await createKey({ name: "Reporting sheet", scopes: ["members_read"] });

    const list = await server.graphql("{ members(first: 50) { nodes { id email } } }", undefined, secret);
    expect(list.errors).toBeUndefined();
    expect(list.data!.members.nodes).toEqual(expect.arrayContaining([{ id: String(member.user.id), email: member.user.email }]));
    const rest = await server.rest("GET", "/admin/users", undefined, secret);
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((u: { email: string }) => u.email)).toContain(member.user.email);
    expect((await server.rest("GET", `/users/${member.user.id}`, undefined, secret)).status).toBe(200);

    const wrongScope = await server.graphql("{ contactMessages { id } }", undefined, secret);
    expect(wrongScope.errors![0]).toMatchObject({
      message: API_KEY_MESSAGES.missingScope("messages:read"),
      extensions: { code: "FORBIDDEN" },
    });
    const upgrade = await server.rest(
      "POST",
      `/admin/users/${member.user.id}/upgrade`,
      { membership_tier: "premium", reason: "Paid" },
      secret,
    );
    expect(upgrade.status).toBe(403);
    expect(upgrade.body.message).toBe(API_KEY_MESSAGES.missingScope("members:write"));
  });

  it("never calls account or key operations, and public ones stay public", async () => {
    const { secret } = await createKey({ name: "Everything", scopes: ["content_read", "members_read", "members_write", "messages_read"] });
    for (const query of ["{ me { id } }", "{ apiKeys { id } }", "{ mySessions { id } }", "{ dashboard { blogPostCount } }"]) {
      const { errors } = await server.graphql(query, undefined, secret);
      expect([query, errors![0].extensions!.code, errors![0].message]).toEqual([query, "FORBIDDEN", API_KEY_MESSAGES.notForKeys]);
    }
    const made = await server.graphql(CREATE, { input: { name: "Sneaky", scopes: ["members_read"] } }, secret);
    expect(made.errors![0].extensions!.code).toBe("FORBIDDEN");
    expect((await server.rest("GET", "/users/me/export", undefined, secret)).status).toBe(403);
    const plans = await server.graphql("{ plans { id } }", undefined, secret);
    expect(plans.errors).toBeUndefined();
  });

  it("acts as itself in the audit log and the membership history", async () => {
    const member = await server.account();
    const { secret } = await createKey({ name: "Billing tool", scopes: ["members_write"] });
    const upgrade = await server.rest(
      "POST",
      `/admin/users/${member.user.id}/upgrade`,
      { membership_tier: "premium", reason: "Paid online" },
      secret,
    );
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.data.membership_tier).toBe("premium");
    const repo = server.database.dataSource.getRepository(AuditEntry);
    const entry = await repo.findOneByOrFail({ action: "user.upgrade", entityId: String(member.user.id) });
    expect(entry).toMatchObject({ actorId: null, actorName: "API key Billing tool" });
    const change = await server.database.dataSource.getRepository(MembershipChange).findOneByOrFail({ userId: member.user.id });
    expect(change).toMatchObject({ actorId: null, actorName: "API key Billing tool" });

    const status = await server.graphql(
      "mutation ($id: ID!) { setUsersStatus(ids: [$id], status: inactive) { id ok } }",
      { id: String(member.user.id) },
      secret,
    );
    expect(status.data!.setUsersStatus).toEqual([{ id: String(member.user.id), ok: true }]);
  });

  it("imports members over the CSV endpoint with members:write only", async () => {
    const csv = "name,email,tier,expiry\nImported By Key,imported-by-key@example.com,basic,2030-01-31\n";
    const send = (secret: string) =>
      fetch(`${server.url}/api/admin/member-import`, {
        method: "POST",
        headers: { "content-type": "text/csv", authorization: `Bearer ${secret}` },
        body: csv,
      });
    const reader = await createKey({ name: "Reader", scopes: ["members_read"] });
    expect((await send(reader.secret)).status).toBe(403);
    const writer = await createKey({ name: "Door access", scopes: ["members_write"] });
    const answer = await send(writer.secret);
    expect(answer.status).toBe(201);
    const entry = await server.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: "member.import" });
    expect(entry.actorName).toBe("API key Door access");
  });

  it("records the last use at most once a minute", async () => {
    const { secret, apiKey } = await createKey({ name: "Door access", scopes: ["messages_read"] });
    expect((await row(apiKey.id)).lastUsedAt).toBeNull();
    await server.graphql("{ contactMessages { id } }", undefined, secret);
    const first = (await row(apiKey.id)).lastUsedAt!;
    expect(Math.abs(first.getTime() - Date.now())).toBeLessThan(10_000);
    await server.graphql("{ contactMessages { id } }", undefined, secret);
    expect((await row(apiKey.id)).lastUsedAt!.getTime()).toBe(first.getTime());
    // A minute later (the stored use moved back) the next request writes again.
    await server.database.dataSource.getRepository(ApiKey).update({ id: Number(apiKey.id) }, { lastUsedAt: new Date(Date.now() - 61_000) });
    await server.graphql("{ contactMessages { id } }", undefined, secret);
    expect((await row(apiKey.id)).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("refuses a revoked key at once on every app server, and an expired or unknown one, with 401", async () => {
    const other = await secondServer(server);
    try {
      const { secret, apiKey } = await createKey({ name: "Door access", scopes: ["messages_read"] });
      const ask = (url: string, token = secret) =>
        fetch(`${url}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { message: string },
        }));
      const graphqlAsk = (url: string) =>
        fetch(`${url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
          body: JSON.stringify({ query: "{ contactMessages { id } }" }),
        }).then((r) => r.json() as Promise<{ errors?: { message: string; extensions: { code: string } }[] }>);
      expect((await graphqlAsk(other.url)).errors).toBeUndefined();

      const revoked = await server.graphql("mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }", { id: apiKey.id }, adminToken);
      expect(revoked.data!.revokeApiKey.revokedAt).toEqual(expect.any(String));
      for (const url of [server.url, other.url]) {
        expect((await graphqlAsk(url)).errors![0]).toMatchObject({
          message: API_KEY_MESSAGES.revoked,
          extensions: { code: "UNAUTHENTICATED" },
        });
        expect(await ask(url)).toMatchObject({ status: 401, body: { message: API_KEY_MESSAGES.revoked } });
      }
      const audit = await server.database.dataSource
        .getRepository(AuditEntry)
        .findOneByOrFail({ action: "apiKey.revoke", entityId: apiKey.id });
      expect(audit.summary).toContain(apiKey.prefix);

      const later = await createKey({ name: "Season pass", scopes: ["members_read"], expiresOn: "2999-12-31" });
      expect((await ask(other.url, later.secret)).status).toBe(200);
      const lapsed = new Date(Date.now() - 1000);
      await server.database.dataSource.getRepository(ApiKey).update({ id: Number(later.apiKey.id) }, { expiresAt: lapsed });
      const expired = await ask(other.url, later.secret);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toMatch(/^This API key expired on /);

      expect(await ask(server.url, `${later.apiKey.prefix}_${"x".repeat(43)}`)).toMatchObject({
        status: 401,
        body: { message: API_KEY_MESSAGES.unknownKey },
      });
    } finally {
      await other.close();
    }
  });

  it("keeps the last day's end in gym time", async () => {
    const { apiKey } = await createKey({ name: "Until Bihu", scopes: ["members_read"], expiresOn: "2999-04-14" });
    expect((await row(apiKey.id)).expiresAt!.toISOString()).toBe("2999-04-14T18:30:00.000Z");
  });
});
