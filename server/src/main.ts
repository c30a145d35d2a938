import "reflect-metadata";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config/env";
import { openDatabase } from "./db/data-source";
import { seedDatabase } from "./db/seed/seed";
import { ensureFirstAdmin } from "./modules/user/first-admin";

const SHUTDOWN_GRACE_MS = 8000;

async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  const seeded = await seedDatabase(dataSource);
  if (seeded.length > 0) console.log(`Seeded: ${seeded.join(", ")}`);
  const { app, stop, services } = await createApp(config, dataSource);
  await ensureFirstAdmin(services.users, config);

  const server = app.listen(config.port, () => {
    console.log(`Gym site on ${config.publicUrl} (database: ${config.database.kind}, port ${config.port})`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close();
    server.closeIdleConnections();
    await new Promise((resolve) => server.once("close", resolve));
    await stop();
    await dataSource.destroy();
    process.exit(0);
  };
  // The benchmark runner forks the server and asks for its memory after a run.
  process.on("message", (message) => {
    if (message === "memory" && process.send) process.send(process.memoryUsage());
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
