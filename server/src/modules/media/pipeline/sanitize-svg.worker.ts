// Runs sanitizeSvg for sanitizeSvgInWorker (sanitize-svg-in-worker.ts) on a worker thread.
import { parentPort, workerData } from "node:worker_threads";
import { MediaInputError } from "./media-input-error";
import { sanitizeSvg } from "./sanitize-svg";

const { svg } = workerData as { svg: string };
try {
  parentPort?.postMessage({ svg: sanitizeSvg(svg) });
} catch (error) {
  parentPort?.postMessage({ reason: error instanceof MediaInputError ? error.reason : "unreadable" });
}
