import { Router } from "express";
import type { DataSource } from "typeorm";

const READY_TIMEOUT_MS = 2000;

let draining = false;

/** Called once on SIGTERM/SIGINT: from then on /readyz says 503, so load balancers stop sending traffic. */
export function markDraining(): void {
  draining = true;
}

export function healthRouter(dataSource: DataSource): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (draining) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
    try {
      await withTimeout(dataSource.query("SELECT 1"), READY_TIMEOUT_MS);
      res.json({ status: "ready", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
