import pino from "pino";
import { startTestServer, type TestServer } from "../testing/test-server";
import { setProcessLogger } from "./current-logger";
import { createLogger } from "./logger";
import { completedLine } from "./request-logging";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOME = `{ siteSettings { siteName } }`;

describe("request ids and request logs", () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  const written: string[] = [];

  beforeAll(async () => {
    // The app takes the process logger when it is created: this one writes into `lines`.
    setProcessLogger(
      createLogger(
        { level: "info", pretty: false },
        {
          write: (line: string) => {
            written.push(line);
            lines.push(JSON.parse(line));
          },
        },
      ),
    );
    server = await startTestServer("sqlite");
  });
  afterAll(async () => {
    await server.close();
    setProcessLogger(pino({ level: "silent" }));
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
  const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

  async function lineFor(requestId: string, msg: RegExp) {
    for (let i = 0; i < 100; i++) {
      const found = linesOf(requestId).find((line) => msg.test(String(line.msg)));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No line ${msg} for ${requestId}:\n${written.join("")}`);
  }

  it("gives every response an X-Request-Id: GraphQL, cached GraphQL, REST, pages, health, errors and 404s", async () => {
    const responses = [
      await post("/graphql", JSON.stringify({ query: HOME })),
      await post("/graphql", JSON.stringify({ query: HOME })),
      await post("/graphql", "{not json"),
      await get("/graphql"),
      await post("/api/auth/login", JSON.stringify({ email: "nobody@example.com", password: "wrong-one" })),
      await get("/"),
      await get("/healthz"),
      await get("/sitemap.xml"),
      await get("/no-such-file.js"),
    ];
    for (const response of responses) expect(response.headers.get("x-request-id")).toMatch(UUID);
    const ids = responses.map((response) => response.headers.get("x-request-id"));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes a sane incoming X-Request-Id and replaces one that is not", async () => {
    const kept = await get("/healthz", { "X-Request-Id": "edge-7f3a.91:b=c/d+e" });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a.91:b=c/d+e");
    for (const bad of ["two words", "x".repeat(129), "<script>", 'a"b', "a;b", "{json}"]) {
      const replaced = await get("/healthz", { "X-Request-Id": bad });
      expect(replaced.headers.get("x-request-id")).toMatch(UUID);
    }
  });

  it("sums each request up in one line with its id, method, path without the query string, status and duration", async () => {
    await get("/password-reset?token=secret-reset-token", { "X-Request-Id": "summary-1" });
    const line = await lineFor("summary-1", /request completed/);
    expect(line).toMatchObject({ level: 30, method: "GET", path: "/password-reset", status: 200 });
    expect(typeof line.durationMs).toBe("number");
    expect(written.join("")).not.toContain("secret-reset-token");
  });

  it("writes exactly one line for each answer from the cache, before Express, with the id it sent", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await get("/about");
      const query = await post("/graphql", JSON.stringify({ query: HOME }));
      for (const response of [page, query]) {
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        ids.push(response.headers.get("x-request-id")!);
      }
    }
    for (const id of ids) await lineFor(id, /request completed/);
    for (const id of ids) expect(linesOf(id)).toEqual([expect.objectContaining({ requestId: id, level: 30, status: 200 })]);
    expect(linesOf(ids[1])[0]).toMatchObject({ method: "POST", path: "/graphql" });
  });

  it("logs the path a request arrived with, not the one a mounted router sees", async () => {
    await get("/api/plans", { "X-Request-Id": "rest-path-1" });
    expect(await lineFor("rest-path-1", /request completed/)).toMatchObject({ method: "GET", path: "/api/plans" });
  });

  it("keeps health probes out of the info log, which still gets every page", async () => {
    await get("/readyz", { "X-Request-Id": "probe-1" });
    await get("/about", { "X-Request-Id": "page-1" });
    await lineFor("page-1", /request completed/);
    expect(linesOf("probe-1")).toEqual([]);
  });

  it("puts the request id on lines written deep inside the request, and never a secret", async () => {
    const member = await server.account({ email: "log-reset@example.com" });
    const request = `mutation ($e: String!) { requestPasswordReset(email: $e) { success } }`;
    const answer = await post("/graphql", JSON.stringify({ query: request, variables: { e: member.user.email } }), {
      "X-Request-Id": "deep-1",
      authorization: `Bearer ${member.token}`,
    });
    expect(answer.status).toBe(200);
    // The mail is sent after the answer (not awaited): the line still carries the request's id.
    const mailLine = await lineFor("deep-1", /written to the outbox/);
    expect(mailLine.level).toBe(30);
    const all = written.join("");
    expect(all).not.toContain(member.token);
    expect(all).not.toContain(member.password);
    expect(all).not.toMatch(/password-reset\?token=/);
  });

  it("logs an unexpected failure, hidden from the caller in production, with the id of the request it failed", async () => {
    const production = await startTestServer("sqlite", {
      env: { NODE_ENV: "production", JWT_SECRET: "a-long-test-secret-for-production-mode" },
    });
    try {
      const member = await production.account({ email: "log-failure@example.com" });
      await production.database.dataSource.query("DROP TABLE subscriptions"); // the plans
      await production.database.dataSource.query("DROP TABLE newsletter_subscribers");
      const send = (requestId: string, query: string, headers: Record<string, string> = {}) =>
        fetch(`${production.url}/graphql`, {
          method: "POST",
          body: JSON.stringify({ query }),
          headers: { "content-type": "application/json", "X-Request-Id": requestId, ...headers },
        });
      const failures: { requestId: string; query: string; table: string; headers: Record<string, string> }[] = [
        // A visitor's read: the cache plugin reads the plans' schedule first, outside the operation.
        { requestId: "failed-anonymous", query: "{ plans { id name } }", table: "subscriptions", headers: {} },
        // A member's read, through the signed-in reads before Express (a compiled query).
        {
          requestId: "failed-signed-in",
          query: "{ plans { id name } }",
          table: "subscriptions",
          headers: { authorization: `Bearer ${member.token}` },
        },
        // A resolver's failure in Apollo.
        {
          requestId: "failed-mutation",
          query: `mutation { subscribeToNewsletter(email: "reader@example.com") { success } }`,
          table: "newsletter_subscribers",
          headers: {},
        },
      ];
      for (const { requestId, query, table, headers } of failures) {
        const answer = (await (await send(requestId, query, headers)).json()) as { errors: { message: string }[] };
        expect(answer.errors[0]?.message).toBe("Internal server error");
        const line = await lineFor(requestId, /GraphQL operation failed/);
        expect(line.level).toBe(50);
        expect(JSON.stringify(line.err)).toContain(`no such table: ${table}`);
        expect(linesOf(requestId).filter((other) => other.msg === "GraphQL operation failed")).toHaveLength(1);
      }
    } finally {
      await production.close();
    }
  });
});

describe("the request completed line", () => {
  it("is byte for byte the line pino writes for the same fields, escaping included", () => {
    const written: string[] = [];
    const base = createLogger({ level: "info", pretty: false }, { write: (line: string) => written.push(line) });
    const summaries = base.child({ worker: 'a "quoted" one' }, { redact: { paths: [] } });
    const summary = { requestId: "3f1c-id", method: "GET", path: '/blog/"odd"\\path/\u00e9\u2028', status: 200, durationMs: 12.34 };
    const completed = completedLine(summaries);
    completed(summary);
    completed(summary); // its path and method written out before
    summaries.info(summary, "request completed");
    const lines = written.join("").split("\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    const withoutTime = (line: string) => line.replace(/"time":"[^"]+"/, '"time":"-"');
    expect(withoutTime(lines[0])).toBe(withoutTime(lines[2]));
    expect(withoutTime(lines[1])).toBe(withoutTime(lines[2]));
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, worker: 'a "quoted" one', ...summary, msg: "request completed" });
  });
});
