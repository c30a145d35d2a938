import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { ENV_NAMES, parseDatabaseUrl } from "../config/env";

const ROOT = path.resolve(__dirname, "../../..");
const DOCKER_DIR = path.join(ROOT, "docker");
const COMPOSE_FILE = path.join(DOCKER_DIR, "compose.yml");
const DOCKERFILE = path.join(DOCKER_DIR, "Dockerfile");

type Env = Record<string, string | undefined>;
type Service = Record<string, unknown>;

/**
 * Compose variable interpolation: $$, $VAR, ${VAR}, ${VAR:-default}, ${VAR-default},
 * ${VAR:?error}, ${VAR?error}, ${VAR:+alternative}, ${VAR+alternative}.
 */
function interpolate(value: string, env: Env): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
      if (match === "$$") return "$";
      if (bare) return env[bare] ?? "";
      const key = name as string;
      const raw = env[key];
      const unsetOrEmpty = raw === undefined || raw === "";
      const missing = op?.startsWith(":") ? unsetOrEmpty : raw === undefined;
      switch (op) {
        case ":-":
        case "-":
          return missing ? interpolate(arg ?? "", env) : (raw as string);
        case ":?":
        case "?":
          if (missing) throw new Error(`required variable ${key} is missing: ${arg}`);
          return raw as string;
        case ":+":
        case "+":
          return missing ? "" : interpolate(arg ?? "", env);
        default:
          return raw ?? "";
      }
    },
  );
}

function resolve<T>(node: T, env: Env): T {
  if (typeof node === "string") return interpolate(node, env) as T;
  if (Array.isArray(node)) return node.map((item) => resolve(item, env)) as T;
  if (node && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, env)])) as T;
  }
  return node;
}

const rawCompose = parse(readFileSync(COMPOSE_FILE, "utf8")) as { services: Record<string, Service>; volumes?: Record<string, unknown> };

function loadCompose(env: Env) {
  return resolve(rawCompose, env);
}

/** The environment of a service in either map or list form, values as strings. */
function environmentOf(service: Service): Record<string, string> {
  const environment = service.environment as Record<string, string | number | boolean | null> | string[] | undefined;
  if (!environment) return {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf("=");
        return at < 0 ? [entry, ""] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value == null ? "" : String(value)]));
}

function portTargets(service: Service): number[] {
  const ports = (service.ports ?? []) as Array<string | number | { target: number | string }>;
  return ports.map((port) => {
    if (typeof port === "object") return Number(port.target);
    const spec = String(port).split("/")[0];
    return Number(spec.split(":").pop());
  });
}

function healthcheckTest(service: Service): string {
  const healthcheck = service.healthcheck as { test?: string | string[]; disable?: boolean } | undefined;
  expect(healthcheck).toBeDefined();
  expect(healthcheck?.disable).not.toBe(true);
  const test = healthcheck?.test;
  expect(test).toBeDefined();
  if (Array.isArray(test)) {
    expect(["CMD", "CMD-SHELL"]).toContain(test[0]);
    expect(test.length).toBeGreaterThan(1);
    return test.slice(1).join(" ");
  }
  expect(typeof test).toBe("string");
  return test as string;
}

const SECRETS: Env = {
  MYSQL_PASSWORD: "db-pass_123",
  MYSQL_ROOT_PASSWORD: "root-pass_456",
  JWT_SECRET: "a-long-random-test-secret",
};

describe("docker/compose.yml", () => {
  const compose = loadCompose(SECRETS);
  const { db, app } = compose.services;

  it("defines the db and app services", () => {
    expect(db).toBeDefined();
    expect(app).toBeDefined();
    expect(String(db.image)).toMatch(/^mysql:8\.4/);
  });

  it("gives the app only environment variables the server reads", () => {
    const names = Object.keys(environmentOf(app));
    const known: readonly string[] = ENV_NAMES;
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(["DATABASE_URL", "JWT_SECRET", "NODE_ENV"]));
  });

  it("runs the app in production with a JWT secret", () => {
    const env = environmentOf(app);
    expect(env.NODE_ENV).toBe("production");
    expect(env.JWT_SECRET).toBe(SECRETS.JWT_SECRET);
  });

  it("refuses to start without the secrets instead of using built-in ones", () => {
    for (const name of ["JWT_SECRET", "MYSQL_PASSWORD", "MYSQL_ROOT_PASSWORD"]) {
      const env = { ...SECRETS, [name]: undefined };
      expect(() => loadCompose(env)).toThrow(name);
      expect(() => loadCompose({ ...SECRETS, [name]: "" })).toThrow(name);
    }
  });

  it.each([
    ["defaults", {}],
    ["custom names", { MYSQL_USER: "warrior", MYSQL_DATABASE: "gym_prod" }],
  ])("points DATABASE_URL at the db service with its credentials (%s)", (_label, overrides: Env) => {
    const resolved = loadCompose({ ...SECRETS, ...overrides });
    const dbEnv = environmentOf(resolved.services.db);
    const appEnv = environmentOf(resolved.services.app);
    for (const name of ["MYSQL_DATABASE", "MYSQL_USER", "MYSQL_PASSWORD", "MYSQL_ROOT_PASSWORD"]) {
      expect(dbEnv[name]).toBeTruthy();
    }
    if (overrides.MYSQL_USER) expect(dbEnv.MYSQL_USER).toBe(overrides.MYSQL_USER);

    const url = new URL(appEnv.DATABASE_URL);
    expect(url.protocol).toBe("mysql:");
    expect(url.hostname).toBe("db");
    expect(Object.keys(resolved.services)).toContain(url.hostname);
    expect(["", "3306"]).toContain(url.port);
    expect(decodeURIComponent(url.username)).toBe(dbEnv.MYSQL_USER);
    expect(decodeURIComponent(url.password)).toBe(dbEnv.MYSQL_PASSWORD);
    expect(decodeURIComponent(url.pathname.slice(1))).toBe(dbEnv.MYSQL_DATABASE);
    expect(parseDatabaseUrl(appEnv.DATABASE_URL, "/tmp/unused").kind).toBe("mysql");
  });

  it("starts the app only once the database is healthy", () => {
    const dependsOn = app.depends_on as Record<string, { condition?: string }>;
    expect(Array.isArray(dependsOn)).toBe(false);
    expect(dependsOn.db?.condition).toBe("service_healthy");
  });

  it("health-checks both services", () => {
    expect(healthcheckTest(db)).toMatch(/mysqladmin ping/);
    const appCheck = healthcheckTest(app);
    expect(appCheck).toMatch(/^node /);
    expect(appCheck).toContain("/readyz");
  });

  it("publishes the app on container port 3001, the port it listens on", () => {
    expect(portTargets(app)).toContain(3001);
    const port = environmentOf(app).PORT;
    if (port !== undefined) expect(Number(port)).toBe(3001);
  });

  it("builds the app from the repository root with docker/Dockerfile", () => {
    const build = app.build as { context: string; dockerfile: string };
    const context = path.resolve(DOCKER_DIR, build.context);
    expect(context).toBe(ROOT);
    expect(path.resolve(context, build.dockerfile)).toBe(DOCKERFILE);
  });

  it("keeps the database and the app data folder in volumes", () => {
    const volumes = (service: Service) =>
      ((service.volumes ?? []) as Array<string | { source?: string; target: string }>).map((volume) =>
        typeof volume === "string" ? { source: volume.split(":")[0], target: volume.split(":")[1] } : volume,
      );
    const dbVolume = volumes(db).find((volume) => volume.target === "/var/lib/mysql");
    expect(dbVolume?.source).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(dbVolume?.source);
    const dataVolume = volumes(app).find((volume) => volume.target === "/app/data");
    expect(dataVolume).toBeDefined();
    const dataDir = environmentOf(app).DATA_DIR;
    if (dataDir !== undefined) expect(dataDir).toBe("/app/data");
  });
});

interface Instruction {
  keyword: string;
  args: string;
}

function readDockerfile(file: string): Instruction[] {
  const lines = readFileSync(file, "utf8").split(/\r?\n/);
  const instructions: Instruction[] = [];
  let current = "";
  for (const line of lines) {
    const trimmed = line.trim();
    if (!current && (trimmed === "" || trimmed.startsWith("#"))) continue;
    if (current && trimmed.startsWith("#")) continue;
    if (trimmed.endsWith("\\")) {
      current += trimmed.slice(0, -1) + " ";
      continue;
    }
    current += trimmed;
    const match = /^(\S+)\s*(.*)$/.exec(current);
    if (match) instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim() });
    current = "";
  }
  return instructions;
}

describe("docker/Dockerfile", () => {
  const instructions = readDockerfile(DOCKERFILE);
  const fromIndexes = instructions.flatMap((instruction, index) => (instruction.keyword === "FROM" ? [index] : []));
  const finalStage = instructions.slice(fromIndexes[fromIndexes.length - 1]);
  const buildStage = instructions.slice(fromIndexes[0], fromIndexes[1]);
  const all = (stage: Instruction[], keyword: string) => stage.filter((instruction) => instruction.keyword === keyword);

  it("is a multi-stage build: full bookworm to build, slim bookworm to run", () => {
    expect(fromIndexes.length).toBeGreaterThanOrEqual(2);
    expect(instructions[fromIndexes[0]].args).toMatch(/^node:20-bookworm\s+AS\s+\S+/i);
    expect(finalStage[0].args).toMatch(/^node:20-bookworm-slim\b/);
  });

  it("builds with npm ci and npm run build, then prunes dev dependencies", () => {
    const runs = all(buildStage, "RUN")
      .map((instruction) => instruction.args)
      .join("\n");
    expect(runs).toMatch(/npm ci\b/);
    expect(runs).toMatch(/npm run build\b/);
    expect(runs).toMatch(/npm prune --omit=dev\b/);
    expect(runs.indexOf("npm run build")).toBeLessThan(runs.indexOf("npm prune"));
  });

  it("copies package.json, the pruned node_modules and dist into the runtime stage", () => {
    const copies = all(finalStage, "COPY").map((instruction) => instruction.args);
    for (const item of ["package.json", "node_modules", "dist"]) {
      expect(copies.some((args) => args.startsWith("--from=") && args.includes(`/app/${item}`))).toBe(true);
    }
  });

  it("runs as a non-root user in production", () => {
    const users = all(finalStage, "USER");
    expect(users.length).toBeGreaterThan(0);
    const user = users[users.length - 1].args.split(":")[0];
    expect(["root", "0", ""]).not.toContain(user);
    const envs = all(finalStage, "ENV")
      .map((instruction) => instruction.args)
      .join(" ");
    expect(envs).toMatch(/NODE_ENV[= ]production\b/);
  });

  it("exposes 3001 and health-checks /healthz with node", () => {
    expect(all(finalStage, "EXPOSE").map((instruction) => instruction.args)).toContain("3001");
    const healthcheck = all(finalStage, "HEALTHCHECK");
    expect(healthcheck).toHaveLength(1);
    expect(healthcheck[0].args).toMatch(/CMD \[?"?node/);
    expect(healthcheck[0].args).toContain("/healthz");
  });

  it("starts the compiled server", () => {
    const cmds = all(finalStage, "CMD");
    expect(cmds.length).toBeGreaterThan(0);
    expect(JSON.parse(cmds[cmds.length - 1].args)).toEqual(["node", "dist/server/src/main.js"]);
    expect(existsSync(path.join(ROOT, "server/src/main.ts"))).toBe(true);
  });
});

describe("docker/.env.example", () => {
  const example = readFileSync(path.join(DOCKER_DIR, ".env.example"), "utf8");
  const assignments = example
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split("=")[0]);
  // $$ is compose's escape for a literal $ (the container's own variable), not a reference.
  const referenced = [...readFileSync(COMPOSE_FILE, "utf8").matchAll(/(?<!\$)\$\{?([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]);

  it("lists every variable compose reads from docker/.env, and nothing else", () => {
    expect(new Set(assignments)).toEqual(new Set(referenced));
    expect(assignments.length).toBe(new Set(assignments).size);
  });

  it("gives placeholders that compose starts with, none of them a real secret", () => {
    const env = Object.fromEntries(assignments.map((name) => [name, example.match(new RegExp(`^${name}=(.*)$`, "m"))![1]]));
    expect(() => loadCompose(env)).not.toThrow();
    for (const name of ["MYSQL_PASSWORD", "MYSQL_ROOT_PASSWORD", "JWT_SECRET"]) expect(env[name]).toMatch(/^change-me/);
  });

  it("is kept in git while docker/.env stays out of it and out of the image", () => {
    const gitignore = readFileSync(path.join(ROOT, ".gitignore"), "utf8").split(/\r?\n/);
    expect(gitignore).toContain("!.env.example");
    expect(readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split(/\r?\n/)).toContain("docker/.env");
  });
});

describe(".dockerignore", () => {
  it("keeps local state out of the build context", () => {
    const entries = readFileSync(path.join(ROOT, ".dockerignore"), "utf8")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(entries).toEqual(expect.arrayContaining(["node_modules", "dist", "data", ".git", "coverage", "*.log"]));
  });
});
