import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Express } from "express";
import { createApp } from "../app";
import { loadConfig, type AppConfig } from "../config/env";
import { seedDatabase } from "../db/seed/seed";
import { generateSecret } from "otplib";
import type { User } from "../modules/user/user.entity";
import { Role } from "../modules/user/user.enums";
import type { CreateUserInput } from "../modules/user/user.inputs";
import type { Services } from "../services";
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from "./test-database";
import { startTestS3, type TestS3 } from "./test-s3";

/**
 * A JSON answer as most tests read it: they follow a path and let expect() check what is there,
 * so a declared shape per query would only restate the schema. Tests may pass a shape instead.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately untyped, as said above
type UntypedJson = any;

interface GraphQLResponse<T = Record<string, UntypedJson>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

interface RestResponse {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; data: UntypedJson; errors?: Record<string, string> };
}

export interface TestServer {
  url: string;
  /** The Express app alone, without the fast path that answers cached public reads before it. */
  app: Express;
  config: AppConfig;
  database: TestDatabase;
  services: Services;
  graphql: <T = Record<string, UntypedJson>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => Promise<GraphQLResponse<T>>;
  /** Calls the REST shim; `body` may be a raw string to send malformed JSON. */
  rest: (method: string, path: string, body?: unknown, token?: string) => Promise<RestResponse>;
  /**
   * Creates an account directly and returns it with a valid token. Admins are enrolled in
   * two-factor sign-in (as they must be to use the panel) unless `twoFactor: false`;
   * `totpSecret` is then the authenticator's secret.
   */
  account: (
    overrides?: Partial<CreateUserInput> & { twoFactor?: boolean },
  ) => Promise<{ user: User; token: string; password: string; totpSecret?: string }>;
  /** The private S3 server the media library uses, with `s3: true`. */
  s3?: TestS3;
  close: () => Promise<void>;
}

let accounts = 0;

/** A stand-in for the built client, so the HTTP fallbacks can be tested without a Vite build. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gym-client-"));
  writeFileSync(
    path.join(dir, "index.html"),
    // Past the compression threshold, as real pages are, so the page's codings are exercised.
    `<!doctype html><html><head><!--ssr-head--><title>client index</title><!--/ssr-head--></head><body><div id=root>client index</div>${"<p>filler</p>".repeat(100)}</body></html>`,
  );
  writeFileSync(path.join(dir, "playground.html"), "<!doctype html><title>GraphQL playground</title>");
  return dir;
}

/**
 * The real app over HTTP on a random loopback port, on a fresh (optionally seeded) database.
 * With `s3: true` the media library lives in a private s3rver bucket instead of DATA_DIR/media;
 * `persistedOperationsFile` stands in for the client build's persisted operations.
 */
export async function startTestServer(
  kind: TestDatabaseKind,
  options: { seed?: boolean; env?: Record<string, string>; s3?: boolean; persistedOperationsFile?: string } = {},
): Promise<TestServer> {
  const s3 = options.s3 ? await startTestS3() : undefined;
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), "gym-data-"));
  const env = { DATA_DIR: dataDir, PORT: "0", ...s3?.env, ...options.env };
  const config: AppConfig = { ...loadConfig(env), database: database.config };
  if (options.seed !== false) await seedDatabase(database.dataSource, config);
  const { app, listener, stop, services } = await createApp(config, database.dataSource, {
    clientDir: fakeClientDir(),
    persistedOperationsFile: options.persistedOperationsFile,
  });
  const server = createServer(listener).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    app,
    config,
    database,
    services,
    s3,
    graphql: async (query, variables, token) => {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    rest: async (method, path, body, token) => {
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as RestResponse["body"] };
    },
    account: async ({ twoFactor, ...overrides } = {}) => {
      const password = overrides.password ?? "correct-horse";
      // An established member: the address is verified, so creating one mails nothing.
      const user = await services.users.create(
        { name: "Test Member", email: `member-${++accounts}-${Date.now()}@example.com`, ...overrides, password },
        undefined,
        { emailVerified: true },
      );
      const totpSecret = (twoFactor ?? user.role === Role.admin) ? generateSecret() : undefined;
      if (totpSecret) await services.twoFactor.enrol(user, totpSecret);
      return { user, password, totpSecret, token: (await services.auth.issue(user)).token };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await database.drop();
      await s3?.close();
    },
  };
}
