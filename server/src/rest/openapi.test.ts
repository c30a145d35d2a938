import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import { ensureFirstAdmin } from "../modules/user/first-admin";
import { testDatabaseKinds, type TestDatabaseKind } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";
import { ApiScope } from "../../../common/enums";
import { API_DOCS_PATHS, EXAMPLES_EXTENSION, KEY_SCOPE_EXTENSION } from "./openapi";
import type { RouteExample } from "./route-docs";
import { REST_ROUTES } from "./routes";

interface DocumentedOperation {
  security: unknown[];
  [KEY_SCOPE_EXTENSION]?: string | null;
  responses: Record<string, { headers?: Record<string, unknown> }>;
  [EXAMPLES_EXTENSION]: RouteExample[];
}

interface Document {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** The first admin the examples' values belong to, as the document's description starts the server. */
const ADMIN_ENV = {
  ADMIN_EMAIL: "owner@example.com",
  ADMIN_PASSWORD: "owner-secret",
  ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};
const EXAMPLE_MEMBER = "asha@example.com";

const VALIDATOR_CLI = path.join(
  path.dirname(require.resolve("@seriousme/openapi-schema-validator/package.json")),
  "bin/validate-api-cli.js",
);

/** A JSON pointer segment inside a URI fragment. */
const segment = (key: string) => encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"));

/** A freshly seeded server started as the document's description says, and the document it serves. */
async function startExampleServer(kind: TestDatabaseKind): Promise<{ server: TestServer; document: Document }> {
  const server = await startTestServer(kind, { env: ADMIN_ENV });
  await ensureFirstAdmin(server.services, server.config, () => undefined);
  const response = await fetch(server.url + API_DOCS_PATHS.document);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { server, document: (await response.json()) as Document };
}

describe("the REST shim's OpenAPI document", () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    ({ server, document } = await startExampleServer("sqlite"));
  });
  afterAll(() => server.close());

  it("is a valid OpenAPI 3.1 document, versioned like the app", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gym-openapi-"));
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    // The validator is an ES module, which Jest's CommonJS cannot load: Node runs its own CLI.
    const run = spawnSync(process.execPath, [VALIDATOR_CLI, file], { encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    // Its answer names each problem when there are any; the exit status says the same.
    expect({ answer: JSON.parse(run.stdout) as unknown, status: run.status }).toEqual({ answer: { valid: true }, status: 0 });
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe(server.config.version);
  });

  it("describes every route of the REST table and nothing else", () => {
    const documented = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`));
    const table = REST_ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(documented.sort()).toEqual(table.sort());
    for (const { method, path: routePath, docs } of REST_ROUTES) {
      const label = `${method} ${routePath}`;
      const pathParams = [...routePath.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect({ label, params: Object.keys(docs.params ?? {}) }).toEqual({ label, params: pathParams });
      const names = docs.examples.map((example) => example.name);
      expect({ label, examples: names.length > 0, unique: new Set(names).size === names.length }).toEqual({
        label,
        examples: true,
        unique: true,
      });
      for (const example of docs.examples) {
        expect({ label, example: example.name, params: Object.keys(example.params ?? {}) }).toEqual({
          label,
          example: example.name,
          params: pathParams,
        });
        expect({ label, example: example.name, body: !!example.body && !docs.body }).toEqual({ label, example: example.name, body: false });
      }
    }
  });

  it("says which API key scope each route needs, and that keys may not use account routes", async () => {
    const scopes = Object.fromEntries(
      Object.entries(document.paths).flatMap(([p, methods]) =>
        Object.entries(methods).map(([m, op]) => [`${m} ${p}`, op[KEY_SCOPE_EXTENSION]]),
      ),
    );
    expect(scopes).toMatchObject({
      "get /admin/users": ApiScope.members_read,
      "get /users/{id}": ApiScope.members_read,
      "post /admin/users/{id}/upgrade": ApiScope.members_write,
      "get /users/me/export": null,
      "post /auth/login": undefined,
    });
    // As documented: a key with members:read lists members and may not read an account's own routes.
    const admin = (await server.account({ role: "admin" as never })).user;
    const { secret } = await server.services.apiKeys.create(admin, { name: "Docs", scopes: [ApiScope.members_read] });
    const asKey = (route: string) => fetch(`${server.url}/api${route}`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await asKey("/admin/users")).status).toBe(200);
    expect((await asKey("/users/me/export")).status).toBe(403);
  });

  it("serves the reference page and its assets from this server", async () => {
    const page = await fetch(server.url + API_DOCS_PATHS.reference);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((url) => url.startsWith(API_DOCS_PATHS.assets));
    expect(assets.length).toBe(4);
    expect(html).not.toMatch(/<script>|https?:\/\//);
    for (const asset of assets) expect({ asset, status: (await fetch(server.url + asset)).status }).toEqual({ asset, status: 200 });
    expect((await fetch(`${server.url}${API_DOCS_PATHS.assets}/index.html`)).status).toBe(404);
  });
});

describe.each(testDatabaseKinds())("the documented REST examples on %s", (kind) => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    ({ server, document } = await startExampleServer(kind));
  });
  afterAll(() => server.close());

  it("answers every example, in order, with its documented status and schema", async () => {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      formats: {
        "date-time": /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
        date: /^\d{4}-\d\d-\d\d$/,
        email: /^[^\s@]+@[^\s@]+$/,
        password: true,
      },
    });
    ajv.addSchema(document, "openapi");
    const tokenOf = async (as: RouteExample["as"]) => {
      if (!as) return undefined;
      const user = await server.services.users.findByEmail(as === "admin" ? ADMIN_ENV.ADMIN_EMAIL : EXAMPLE_MEMBER);
      if (!user) throw new Error(`The ${as} of the examples does not exist yet: is the sign-up example first?`);
      return (await server.services.auth.issue(user)).token;
    };

    let ran = 0;
    for (const [openApiPath, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const example of operation[EXAMPLES_EXTENSION]) {
          const label = `${method.toUpperCase()} ${openApiPath} "${example.name}"`;
          const url = openApiPath.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(example.params?.[name] ?? ""));
          const token = await tokenOf(example.as);
          const response = await fetch(`${server.url}/api${url}`, {
            method: method.toUpperCase(),
            headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: example.body ? JSON.stringify(example.body) : undefined,
          });
          const body: unknown = await response.json();
          expect({ label, status: response.status, body }).toMatchObject({ label, status: example.status });

          const documented = operation.responses[String(example.status)];
          expect({ label, documented: !!documented }).toEqual({ label, documented: true });
          const pointer = ["paths", openApiPath, method, "responses", String(example.status), "content", "application/json", "schema"];
          const validate = ajv.compile({ $ref: `openapi#/${pointer.map(segment).join("/")}` });
          expect({ label, valid: validate(body), errors: validate.errors ?? null }).toEqual({ label, valid: true, errors: null });
          expect({ label, emptyIsValid: validate({}) }).toEqual({ label, emptyIsValid: false });
          const download = example.status === 200 && !!documented.headers?.["Content-Disposition"];
          expect({ label, download: /^attachment/.test(response.headers.get("content-disposition") ?? "") }).toEqual({ label, download });
          ran++;
        }
      }
    }
    expect(ran).toBe(REST_ROUTES.reduce((sum, route) => sum + route.docs.examples.length, 0));
  });
});
