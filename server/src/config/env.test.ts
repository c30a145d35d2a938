import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, loadConfig, parseDatabaseUrl } from "./env";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "gym-env-"));

describe("loadConfig", () => {
  it("defaults to port 3001, the embedded SQLite file and a local public URL", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3001);
    expect(config.database).toEqual({ kind: "sqlite", location: path.join(dir, "gym.sqlite") });
    expect(config.publicUrl).toBe("http://localhost:3001");
  });

  it("generates a JWT secret once outside production and keeps it in the data folder", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "jwt-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it("refuses to start in production without JWT_SECRET", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production" })).toThrow(/JWT_SECRET must be set/);
  });

  it("refuses a production JWT_SECRET shorter than 32 bytes, and takes one of 32", () => {
    const production = (secret: string) => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", JWT_SECRET: secret });
    expect(() => production("x".repeat(31))).toThrow(/JWT_SECRET must be at least 32 bytes/);
    expect(production("x".repeat(32)).jwtSecret).toBe("x".repeat(32));
  });

  it("sends stack traces to clients only when NODE_ENV=development is set, never on a plain start", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sendsStackTraces).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "test" }).sendsStackTraces).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "development" }).sendsStackTraces).toBe(true);
  });

  it("uses PORT for the default public URL and trims a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://gym.example/" }).publicUrl).toBe("https://gym.example");
  });

  it("rejects a port that is not a number", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrow(ConfigError);
  });

  it("keeps contact messages 365 days unless CONTACT_MESSAGE_RETENTION_DAYS names whole days from 1 to 36500", () => {
    const retention = (days?: string) =>
      loadConfig({ DATA_DIR: dataDir(), CONTACT_MESSAGE_RETENTION_DAYS: days }).contactMessageRetentionDays;
    expect(retention()).toBe(365);
    expect(retention("30")).toBe(30);
    for (const bad of ["0", "-5", "1.5", "a year", "36501"]) {
      expect(() => retention(bad)).toThrow(/CONTACT_MESSAGE_RETENTION_DAYS must be a whole number of days/);
    }
  });

  it("refuses private webhook targets unless WEBHOOK_ALLOW_PRIVATE_TARGETS is true, and refuses a typo", () => {
    const allow = (value?: string) => loadConfig({ DATA_DIR: dataDir(), WEBHOOK_ALLOW_PRIVATE_TARGETS: value }).webhookAllowPrivateTargets;
    expect(allow()).toBe(false);
    expect(allow("true")).toBe(true);
    expect(allow("false")).toBe(false);
    expect(() => allow("ture")).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false/);
  });
});

describe("media storage settings", () => {
  const s3 = { S3_BUCKET: "gym-media", S3_ACCESS_KEY_ID: "key-id", S3_SECRET_ACCESS_KEY: "secret" };

  it("keeps media on local disk under DATA_DIR/media when no S3_* is set", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).media).toEqual({ kind: "local", dir: path.join(dir, "media") });
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: " ", S3_ENDPOINT: "" }).media.kind).toBe("local");
  });

  it("uses the bucket when all of S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set, in us-east-1 by default", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).media).toEqual({
      kind: "s3",
      bucket: "gym-media",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "key-id",
      secretAccessKey: "secret",
    });
    const r2 = loadConfig({ DATA_DIR: dataDir(), ...s3, S3_REGION: "auto", S3_ENDPOINT: "https://acc.r2.cloudflarestorage.com" });
    expect(r2.media).toMatchObject({ kind: "s3", region: "auto", endpoint: "https://acc.r2.cloudflarestorage.com" });
  });

  it("refuses to start with a partial S3 setting, naming what is missing", () => {
    const start = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(start({ S3_BUCKET: "gym-media" })).toThrow(ConfigError);
    expect(start({ S3_BUCKET: "gym-media" })).toThrow(/missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/);
    expect(start({ ...s3, S3_SECRET_ACCESS_KEY: "" })).toThrow(/missing: S3_SECRET_ACCESS_KEY$/);
    expect(start({ S3_ENDPOINT: "http://minio:9000" })).toThrow(/missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/);
  });

  it("refuses an S3_ENDPOINT that is not an http(s) URL", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
  });
});

describe("parseDatabaseUrl", () => {
  it.each([
    ["mysql://u:p@db:3306/gym", "mysql"],
    ["mariadb://u:p@db:3306/gym", "mariadb"],
  ])("reads %s as %s", (url, kind) => {
    expect(parseDatabaseUrl(url, "/data")).toEqual({ kind, location: url });
  });

  it("reads sqlite:<path> as a file", () => {
    expect(parseDatabaseUrl("sqlite:/tmp/x.sqlite", "/data")).toEqual({ kind: "sqlite", location: "/tmp/x.sqlite" });
  });

  it.each(["postgres://u@h/db", "mysql://u@h", "not a url", "sqlite:"])("rejects %s with a clear message", (url) => {
    expect(() => parseDatabaseUrl(url, "/data")).toThrow(ConfigError);
  });
});
