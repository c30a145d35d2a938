// `npm start`: build what is missing or stale, then run the server in this process
// (it migrates and seeds on start), so signals reach it directly.
const path = require("node:path");
const { ensureBuilt } = require("./ensure-built.cjs");

try {
  ensureBuilt("server");
  ensureBuilt("client");
} catch (error) {
  console.error(`Build failed: ${error.message}`);
  process.exit(1);
}
require(path.resolve(__dirname, "../../dist/server/src/main.js"));
