import path from "node:path";
import { Worker } from "node:worker_threads";
import { MediaInputError, type MediaInputReason } from "./media-input-error";

/** Past this an SVG is not a logo or an icon: it is refused rather than parsed further. */
const TIME_LIMIT_MS = 60_000;
const MEMORY_LIMIT_MB = 512;

const ENTRY = path.join(__dirname, `sanitize-svg.worker${path.extname(__filename)}`);
/**
 * The built server runs the compiled entry; under Jest this file is TypeScript, so the worker
 * compiles its entry with ts-node (a development dependency) first.
 */
const BOOT = `
const { workerData } = require("node:worker_threads");
if (workerData.entry.endsWith(".ts")) require(workerData.tsNode).register({ transpileOnly: true, project: workerData.tsconfig });
require(workerData.entry);
`;

/**
 * sanitizeSvg on a worker thread: parsing a large SVG in a DOM takes seconds, which would stop
 * every other request meanwhile. Throws MediaInputError like sanitizeSvg.
 */
export function sanitizeSvgInWorker(svg: string): Promise<string> {
  const typescript = ENTRY.endsWith(".ts");
  const worker = new Worker(BOOT, {
    eval: true,
    workerData: {
      svg,
      entry: ENTRY,
      tsNode: typescript ? require.resolve("ts-node") : undefined,
      tsconfig: typescript ? path.resolve(__dirname, "../../../../tsconfig.json") : undefined,
    },
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
  });
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => void worker.terminate(), TIME_LIMIT_MS);
    worker.once("message", (answer: { svg?: string; reason?: MediaInputReason }) => {
      if (answer.svg !== undefined) resolve(answer.svg);
      else reject(new MediaInputError(answer.reason ?? "unreadable"));
    });
    worker.once("error", () => reject(new MediaInputError("unreadable")));
    worker.once("exit", () => {
      clearTimeout(timer);
      reject(new MediaInputError("unreadable"));
    });
  });
}
