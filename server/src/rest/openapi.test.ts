import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import { ensureFirstAdmin } from "../modules/user/first-admin";
import { startTestServer, type TestServer } from "../testing/test-server";
import { API_DOCS_PATHS, EXAMPLES_EXTENSION } from "./openapi";
import type { RouteExample } from "./route-docs";
import { REST_ROUTES } from "./routes";

interface DocumentedOperation {
  security: unknown[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
  [EXAMPLES_EXTENSION]: RouteExample[];
}

interface Document {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, DocumentedOperation>>;
}

/** The account the examples' values belong to: the first admin of a server started as README says. */
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

describe("the REST shim's OpenAPI document", () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { env: ADMIN_ENV });
    await ensureFirstAdmin(server.services, server.config, () => undefined);
    const response = await fetch(server.url + API_DOCS_PATHS.document);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    document = (await response.json()) as Document;
  });
  afterAll(() => server.close());

  it("is a valid OpenAPI 3.1 document, versioned like the app", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "gym-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    // The validator is an ES module, which Jest's CommonJS cannot load: Node runs its own CLI.
    const result = JSON.parse(execFileSync(process.execPath, [VALIDATOR_CLI, file], { encoding: "utf8" })) as { valid: boolean };
    expect(result).toEqual({ valid: true });
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe(server.config.version);
  });

  it("describes every route of the REST table and nothing else", () => {
    const documented = Object.entries(document.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`));
    const table = REST_ROUTES.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(documented.sort()).toEqual(table.sort());
    for (const route of REST_ROUTES) expect(route.docs.examples.length).toBeGreaterThan(0);
  });

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
