import { loadConfig } from "../config/env";
import { operatorNotice, processLogger, setProcessLogger } from "./current-logger";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { batchedDestination, createLogger, isoTime, type LogLevel } from "./logger";

function capture(level: LogLevel) {
  const written: string[] = [];
  const logger = createLogger({ level, pretty: false }, { write: (line: string) => void written.push(line) });
  return { logger, written };
}

describe("the logger", () => {
  it("writes JSON lines with a level, a time and the error's stack", () => {
    const { logger, written } = capture("info");
    logger.error({ err: new Error("boom") }, "it failed");
    const line = JSON.parse(written[0]);
    expect(line).toMatchObject({ level: 50, msg: "it failed", err: { message: "boom" } });
    expect(line.err.stack).toContain("Error: boom");
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  });

  it("never writes passwords, tokens, reset links or Authorization and Cookie headers", () => {
    const { logger, written } = capture("info");
    logger.info(
      {
        password: "pw-1",
        input: { newPassword: "pw-2", token: "tok-1" },
        link: "https://gym.example/password-reset?token=tok-2",
        req: { headers: { authorization: "Bearer jwt-1", cookie: "session=c-1" } },
      },
      "with secrets",
    );
    for (const secret of ["pw-1", "pw-2", "tok-1", "tok-2", "jwt-1", "c-1"]) expect(written[0]).not.toContain(secret);
    expect(written[0]).toContain("[redacted]");
  });

  it("shows the operator's one-time notice even when LOG_LEVEL is silent", () => {
    const { logger, written } = capture("silent");
    logger.error("dropped");
    operatorNotice("password: shown-once", logger);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]).msg).toBe("password: shown-once");
  });

  it("is the process logger outside a request", () => {
    const { logger, written } = capture("info");
    setProcessLogger(logger);
    processLogger().info("at boot");
    expect(JSON.parse(written[0]).msg).toBe("at boot");
  });
});

describe("the batched destination (stdout)", () => {
  it("writes the lines of one turn of the event loop in one write, right after it", async () => {
    const writes: string[] = [];
    const destination = batchedDestination({ write: (text: string) => writes.push(text) });
    const logger = createLogger({ level: "info", pretty: false }, destination);
    logger.info("first");
    logger.info("second");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line).msg),
    ).toEqual(["first", "second"]);
    logger.info("third");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[1]).msg).toBe("third");
  });

  it("writes what it holds when the process exits in the same turn", () => {
    const logger = path.join(__dirname, "logger.ts");
    const script =
      `const { createLogger } = require(${JSON.stringify(logger)});` +
      `createLogger({ level: "info", pretty: false }).info("just before exit");` +
      `process.exit(3);`;
    let output = "";
    try {
      execFileSync(process.execPath, ["-r", "ts-node/register/transpile-only", "-e", script], {
        encoding: "utf8",
        env: { ...process.env, TS_NODE_PROJECT: path.join(__dirname, "../../tsconfig.json") },
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      expect(failed.status).toBe(3);
      output = failed.stdout;
    }
    expect(JSON.parse(output).msg).toBe("just before exit");
  }, 30_000);

  it("times lines as pino's isoTime does", () => {
    const field = isoTime();
    expect(field).toMatch(/^,"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"$/);
    expect(Math.abs(Date.parse(JSON.parse(`{${field.slice(1)}}`).time) - Date.now())).toBeLessThan(1000);
  });
});

describe("LOG_LEVEL", () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/gym-log-level", ...env });

  it("is info by default, and silent under tests unless asked", () => {
    expect(config({}).logLevel).toBe("info");
    expect(config({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) }).logLevel).toBe("info");
    expect(config({ NODE_ENV: "test" }).logLevel).toBe("silent");
    expect(config({ NODE_ENV: "test", LOG_LEVEL: "Debug" }).logLevel).toBe("debug");
  });

  it("refuses an unknown level at boot", () => {
    expect(() => config({ LOG_LEVEL: "verbose" })).toThrow("LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent");
  });
});
