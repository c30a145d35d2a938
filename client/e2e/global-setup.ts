import { chromiumPath } from "./browser";

/** Builds server and client once for all browser tests (only when sources changed). */
export default function globalSetup(): void {
  if (!chromiumPath()) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ensureBuilt } = require("../../server/scripts/ensure-built.cjs");
  ensureBuilt("server");
  ensureBuilt("client");
}
