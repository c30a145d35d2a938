import { processLogger } from "../../logging/current-logger";
import type { PostNewsletter } from "./post-newsletter";

/** How often each app server looks for scheduled posts that have just gone live. */
const POST_TICK_MS = 20_000;

export interface PostTicker {
  /** Stops looking and waits for a round in progress, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Scheduled posts go live by the clock alone (queries compare publishAt with now); this only
 * sends their newsletter mail and records them in the audit log, soon after their moment. Every
 * app server runs one; each post is claimed in the database, so it is announced once.
 */
export function startPostTicker(newsletter: PostNewsletter, intervalMs = POST_TICK_MS): PostTicker {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = newsletter
      .announceDue()
      .then((count) => count > 0 && processLogger().info(`${count} scheduled post(s) went live and were mailed`))
      .catch((error: unknown) => processLogger().error({ err: error }, "Scheduled posts could not be announced"))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
