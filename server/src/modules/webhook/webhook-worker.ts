import { processLogger } from "../../logging/current-logger";
import type { WebhookService } from "./webhook.service";

/** How often each app server looks for deliveries that are due (the first retry is 5 s after a failure). */
const WEBHOOK_TICK_MS = 2_000;

export interface WebhookWorker {
  /** Stops looking and waits for the round in progress (its sends end within their timeout). */
  stop(): Promise<void>;
}

/**
 * Sends due webhook deliveries in the background. Every app server runs one; each delivery is
 * claimed in the database before it is sent, so it goes from one server only. A new event wakes
 * the worker at once, so a delivery does not wait for the next tick.
 */
export function startWebhookWorker(webhooks: WebhookService, intervalMs = WEBHOOK_TICK_MS): WebhookWorker {
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = webhooks
      .deliverDue()
      .catch((error: unknown) => processLogger().error({ err: error }, "Webhook deliveries could not be sent"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  webhooks.onEmitted(tick);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      webhooks.onEmitted(undefined);
      await running;
    },
  };
}
