import { Router } from "express";
import type { DataSource } from "typeorm";

const READY_TIMEOUT_MS = 2000;

export function healthRouter(dataSource: DataSource): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
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
