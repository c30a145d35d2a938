import "reflect-metadata";
import { createServer, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { createApp } from "./app";
import { boundRequestTimes } from "./http/slow-requests";
import { ConfigError, loadConfig } from "./config/env";
import { openDatabase } from "./db/data-source";
import { seedDatabase } from "./db/seed/seed";
import { markDraining } from "./http/health";
import { ensureFirstAdmin } from "./modules/user/first-admin";
import { createJobRunner } from "./jobs/scheduled-jobs";
import { startPostTicker } from "./modules/blog/post-ticker";
import { startWebhookWorker } from "./modules/webhook/webhook-worker";
import { processLogger, setProcessLogger } from "./logging/current-logger";
import { createLogger } from "./logging/logger";

/** In-flight requests get this long after SIGTERM/SIGINT; connections still open then are cut. */
const DRAIN_MS = 7000;
/** Whatever happens, the process is gone by then (orchestrators usually kill at 10 s). */
const EXIT_DEADLINE_MS = 9000;
const IDLE_SWEEP_MS = 500;
const SIGNALS = ["SIGTERM", "SIGINT"] as const;

async function main(): Promise<void> {
  const config = loadConfig();
  setProcessLogger(createLogger({ level: config.logLevel, pretty: !config.isProduction }));
  const log = processLogger();
  const dataSource = await openDatabase(config.database);
  const seeded = await seedDatabase(dataSource, config);
  if (seeded.length > 0) log.info(`Seeded: ${seeded.join(", ")}`);
  const { listener, stop, services } = await createApp(config, dataSource);
  await ensureFirstAdmin(services, config);
  const jobs = createJobRunner(dataSource, services);
  jobs.start();
  const postTicker = startPostTicker(services.postNewsletter);
  // Deliveries queued before the last stop are sent by whichever server looks first.
  const webhookWorker = startWebhookWorker(services.webhooks);
  // Invitations an import had not yet sent when the app last stopped (see MemberImportService).
  services.memberImport.resumeInvitations();

  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, () => {
      server.off("error", reject);
      resolve();
    });
  });
  log.info(`Gym site on ${config.publicUrl} (database: ${config.database.kind}, port ${config.port})`);
  boundRequestTimes(server);
  closeGracefully(server, async () => {
    await jobs.stop();
    await postTicker.stop();
    await webhookWorker.stop();
    await services.memberImport.stopInvitations();
    await stop();
    await dataSource.destroy();
  });
  // The benchmark runner forks the server and asks for its memory after a run.
  process.on("message", (message) => {
    if (message === "memory" && process.send) process.send(process.memoryUsage());
  });
}

/**
 * On SIGTERM/SIGINT: readiness turns 503, new connections are refused, every request already
 * received is answered (with `Connection: close`), then the database is closed and the
 * process exits 0. Only `net.Server#close` is used at first: http's close() would also drop
 * idle keep-alive connections at once, resetting a request that is on its way on one.
 */
function closeGracefully(server: Server, release: () => Promise<void>): void {
  // Tracked by connection, not by request: a kept-alive connection serves many requests, and
  // the response it is busy with is the one Node attached to it (`_httpMessage`, as
  // http-terminator reads it).
  const sockets = new Set<Socket & { _httpMessage?: ServerResponse | null }>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  const inFlight = () =>
    [...sockets].flatMap((socket) => (socket._httpMessage && !socket._httpMessage.writableFinished ? [socket._httpMessage] : []));
  let stopping = false;

  const log = processLogger();
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Requests that still come on kept-alive connections are answered, and their connections closed.
    server.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
    const startedAt = Date.now();
    const open = inFlight();
    log.info(`${signal} received: finishing ${open.length} in-flight request(s)`);
    setTimeout(() => {
      log.error(`Shutdown did not finish within ${EXIT_DEADLINE_MS} ms; exiting`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    markDraining();
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
    // Swept right after a poll phase, so requests already sent on a connection are read (and
    // the connection is busy) before idle ones are closed, however late a busy loop runs.
    const sweep = setInterval(() => setImmediate(() => server.closeIdleConnections()), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      log.warn(`${inFlight().length} request(s) still running after ${DRAIN_MS} ms: closing their connections`);
      server.closeAllConnections();
    }, DRAIN_MS);
    await closed;
    clearInterval(sweep);
    clearTimeout(cut);
    try {
      await release();
    } catch (error) {
      log.error({ err: error }, "Error while closing");
      process.exit(1);
    }
    log.info(`Stopped cleanly in ${Date.now() - startedAt} ms`);
    process.exit(0);
  };
  for (const signal of SIGNALS) process.on(signal, () => void shutdown(signal));
}

main().catch((error) => {
  // A bad configuration fails before the configured logger exists, and a failed start must
  // be told even under LOG_LEVEL=silent.
  const configured = processLogger();
  const log = configured.isLevelEnabled("fatal") ? configured : createLogger({ level: "fatal", pretty: Boolean(process.stdout.isTTY) });
  if (error instanceof ConfigError) log.fatal(`Configuration error: ${error.message}`);
  else log.fatal({ err: error }, "The server could not start");
  process.exit(1);
});
