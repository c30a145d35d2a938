import { getIntrospectionQuery } from "graphql";
import { startTestServer, type TestServer } from "../testing/test-server";

describe("HTTP and GraphQL hardening", () => {
  let server: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    [server, production] = await Promise.all([
      startTestServer("sqlite"),
      startTestServer("sqlite", { env: { NODE_ENV: "production", JWT_SECRET: "a-long-test-secret-for-production-mode" } }),
    ]);
  });
  afterAll(() => Promise.all([server.close(), production.close()]));

  it("sends a strict Content-Security-Policy and a private Referrer-Policy", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // The old header agrees with frame-ancestors 'none' (helmet's default said SAMEORIGIN).
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const permissions = response.headers.get("permissions-policy")!;
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
    expect((await fetch(`${server.url}/graphql?query={__typename}`)).headers.get("permissions-policy")).toBe(permissions);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect((await fetch(`${production.url}/`)).headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("compresses text with brotli or gzip", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
      body: JSON.stringify({ query: "{ plans { name price duration features } blogPosts { content } }" }),
    });
    expect(["br", "gzip"]).toContain(response.headers.get("content-encoding"));
  });

  it("refuses documents that are too deep, counting introspection", async () => {
    const deep = `{ __schema { types { fields { type { ${"ofType { ".repeat(16)}name${" }".repeat(16)} } } } } }`;
    const { status, errors } = await server.graphql(deep);
    expect(status).toBe(400);
    expect(errors![0].message).toMatch(/depth/i);
  });

  it("refuses too many aliases, directives and tokens", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: plans { id }`).join(" ");
    expect((await server.graphql(`{ ${aliases} }`)).errors![0].message).toMatch(/alias/i);
    const directives = Array.from({ length: 20 }, () => "@include(if: true)").join(" ");
    expect((await server.graphql(`{ plans ${directives} { id } }`)).errors![0].message).toMatch(/directive/i);
    const tokens = `{ plans { ${Array.from({ length: 1600 }, () => "id").join(" ")} } }`;
    const refused = await server.graphql(tokens);
    expect(refused.status).toBe(400);
    expect(refused.errors![0].message).toMatch(/token/i);
  });

  it("keeps the playground's own introspection query working", async () => {
    const { errors, data } = await server.graphql(getIntrospectionQuery());
    expect(errors).toBeUndefined();
    expect(data!.__schema.queryType.name).toBe("Query");
  });

  it("hides internal error details in production but keeps error codes", async () => {
    await production.database.dataSource.query("DROP TABLE subscriptions");
    const { errors } = await production.graphql(`{ plans { id } }`);
    expect(errors![0]).toEqual({
      message: "Internal server error",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
      path: ["plans"],
      locations: expect.any(Array),
    });
    const input = await production.graphql(`mutation { login(input: { email: "", password: "" }) { token } }`);
    expect(input.errors![0].extensions).toEqual({
      code: "BAD_USER_INPUT",
      fields: { email: "Email is required", password: "Password is required" },
    });
    expect(JSON.stringify(input)).not.toContain("stacktrace");
  });

  it("caps the request body size", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ plans { id } }", variables: { padding: "x".repeat(300_000) } }),
    });
    expect(response.status).toBe(413);
  });
});
