import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOG_LEVELS, type LogLevel } from "../logging/logger";
import { REPO_ROOT } from "../repo-root";
import { DEFAULT_CONTACT_MESSAGE_RETENTION_DAYS } from "../../../common/validation/limits";

export type DatabaseKind = "sqlite" | "mysql" | "mariadb";

export interface DatabaseConfig {
  kind: DatabaseKind;
  /** File path for SQLite, connection URL for MySQL/MariaDB. */
  location: string;
}

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO); `endpoint` unset means AWS itself. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Where the media library keeps its files: `DATA_DIR/media`, or a bucket several app servers share. */
type MediaStorageConfig = { kind: "local"; dir: string } | ({ kind: "s3" } & S3Settings);

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Base32 TOTP secret the first admin is enrolled with (automated deployments and tests). */
  adminTotpSecret?: string;
  smtpUrl?: string;
  redisUrl?: string;
  /** Starts every Redis key, so several sites (or staging and production) can share one Redis. */
  redisKeyPrefix: string;
  llm?: { baseUrl: string; apiKey?: string; model: string };
  /** Quiet under tests unless LOG_LEVEL asks; info elsewhere, one line per request. */
  logLevel: LogLevel;
  /** Stack traces in GraphQL error answers: only when NODE_ENV=development is set on purpose. */
  sendsStackTraces: boolean;
  version: string;
  /** Contact messages older than this many days are deleted by the retention job. */
  contactMessageRetentionDays: number;
  media: MediaStorageConfig;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks may go to private, loopback and link-local addresses (tests, on-premises receivers). */
  webhookAllowPrivateTargets: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: "sqlite", location: path.join(dataDir, "gym.sqlite") };
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (!file) throw new ConfigError("DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/other.sqlite");
    return { kind: "sqlite", location: path.resolve(file) };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`DATABASE_URL is not a valid URL: ${url}`);
  }
  const scheme = parsed.protocol.replace(/:$/, "");
  if (scheme !== "mysql" && scheme !== "mariadb") {
    throw new ConfigError(`DATABASE_URL must start with sqlite:, mysql:// or mariadb:// (got ${scheme}:)`);
  }
  if (!parsed.pathname || parsed.pathname === "/") {
    throw new ConfigError("DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/gym");
  }
  return { kind: scheme, location: url };
}

function resolveLogLevel(value: string | undefined, nodeEnv: string): LogLevel {
  if (value === undefined) return nodeEnv === "test" ? "silent" : "info";
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got ${value})`);
  return level;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

const JWT_SECRET_MIN_BYTES = 32;

/** Whole days from 1 to 36500; a typo must not silently delete every message or keep them forever. */
function resolveRetentionDays(value: string | undefined): number {
  if (value === undefined) return DEFAULT_CONTACT_MESSAGE_RETENTION_DAYS;
  const days = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(days) || days < 1 || days > 36_500) {
    throw new ConfigError(`CONTACT_MESSAGE_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got ${value})`);
  }
  return days;
}

/** Outside production a missing JWT_SECRET is generated once and kept in the data folder. */
function resolveJwtSecret(env: Env, isProduction: boolean, dataDir: string): string {
  const configured = nonEmpty(env.JWT_SECRET);
  // A short HS256 secret can be guessed offline from any one token (ASVS 5.0: at least 256 bits).
  if (configured && isProduction && Buffer.byteLength(configured, "utf8") < JWT_SECRET_MIN_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes when NODE_ENV=production (e.g. openssl rand -base64 48).`,
    );
  }
  if (configured) return configured;
  if (isProduction) {
    throw new ConfigError("JWT_SECRET must be set when NODE_ENV=production (use a long random string).");
  }
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Shorter base32 secrets carry under 80 bits, the least RFC 4226 allows (128 recommended). */
const ADMIN_TOTP_SECRET_MIN_LENGTH = 16;

function resolveAdminTotpSecret(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const secret = value.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z2-7]+=*$/.test(secret) || secret.replace(/=+$/, "").length < ADMIN_TOTP_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `ADMIN_TOTP_SECRET must be a base32 secret (letters A-Z and digits 2-7) of at least ${ADMIN_TOTP_SECRET_MIN_LENGTH} characters.`,
    );
  }
  return secret;
}

/** true or false (also 1/0, yes/no); unset is false. A typo must not open a door silently. */
function resolveFlag(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (["true", "1", "yes"].includes(lower)) return true;
  if (["false", "0", "no"].includes(lower)) return false;
  throw new ConfigError(`${name} must be true or false (got ${value})`);
}

const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_DEFAULT_REGION = "us-east-1";

/** Any S3_* setting asks for S3; a half-configured bucket must stop the start, not fall back to disk. */
function resolveMediaStorage(env: Env, dataDir: string): MediaStorageConfig {
  const names = [...S3_REQUIRED, "S3_REGION", "S3_ENDPOINT"] as const;
  if (names.every((name) => nonEmpty(env[name]) === undefined)) return { kind: "local", dir: path.join(dataDir, "media") };
  const missing = S3_REQUIRED.filter((name) => nonEmpty(env[name]) === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `S3 media storage needs ${S3_REQUIRED.join(", ")} together (or none of them, for local disk); missing: ${missing.join(", ")}`,
    );
  }
  const endpoint = nonEmpty(env.S3_ENDPOINT);
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, e.g. https://<account>.r2.cloudflarestorage.com (got ${endpoint})`);
  }
  return {
    kind: "s3",
    bucket: nonEmpty(env.S3_BUCKET) as string,
    region: nonEmpty(env.S3_REGION) ?? S3_DEFAULT_REGION,
    endpoint,
    accessKeyId: nonEmpty(env.S3_ACCESS_KEY_ID) as string,
    secretAccessKey: nonEmpty(env.S3_SECRET_ACCESS_KEY) as string,
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? "development";
  const isProduction = nodeEnv === "production";
  const port = Number(nonEmpty(env.PORT) ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (got ${env.PORT})`);
  }
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? "data");
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const llmBaseUrl = nonEmpty(env.LLM_BASE_URL);
  return {
    nodeEnv,
    isProduction,
    port,
    publicUrl,
    dataDir,
    database: parseDatabaseUrl(nonEmpty(env.DATABASE_URL), dataDir),
    jwtSecret: resolveJwtSecret(env, isProduction, dataDir),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    adminTotpSecret: resolveAdminTotpSecret(nonEmpty(env.ADMIN_TOTP_SECRET)),
    smtpUrl: nonEmpty(env.SMTP_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    redisKeyPrefix: nonEmpty(env.REDIS_KEY_PREFIX) ?? "gym:",
    llm: llmBaseUrl
      ? { baseUrl: llmBaseUrl, apiKey: nonEmpty(env.LLM_API_KEY), model: nonEmpty(env.LLM_MODEL) ?? "gpt-4o-mini" }
      : undefined,
    logLevel: resolveLogLevel(nonEmpty(env.LOG_LEVEL), nodeEnv),
    // Plain `npm start` (no NODE_ENV) may face real visitors: it never shows them the code's insides.
    sendsStackTraces: nonEmpty(env.NODE_ENV) === "development",
    version: readVersion(),
    contactMessageRetentionDays: resolveRetentionDays(nonEmpty(env.CONTACT_MESSAGE_RETENTION_DAYS)),
    media: resolveMediaStorage(env, dataDir),
    webhookAllowPrivateTargets: resolveFlag("WEBHOOK_ALLOW_PRIVATE_TARGETS", nonEmpty(env.WEBHOOK_ALLOW_PRIVATE_TARGETS)),
  };
}

/** Every environment variable the server reads; the docker compose test checks against it. */
export const ENV_NAMES = [
  "NODE_ENV",
  "PORT",
  "DATA_DIR",
  "PUBLIC_URL",
  "DATABASE_URL",
  "JWT_SECRET",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "ADMIN_TOTP_SECRET",
  "SMTP_URL",
  "REDIS_URL",
  "REDIS_KEY_PREFIX",
  "LLM_BASE_URL",
  "LLM_API_KEY",
  "LLM_MODEL",
  "LOG_LEVEL",
  "CONTACT_MESSAGE_RETENTION_DAYS",
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "WEBHOOK_ALLOW_PRIVATE_TARGETS",
] as const;
