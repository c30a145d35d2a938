#!/usr/bin/env node
// Receives the gym's webhooks and prints each verified event. Node 20 or later, no dependencies.
//
//   WEBHOOK_SECRET=whsec_... PORT=4000 node examples/receive-webhook.mjs
//
// Verification follows the Standard Webhooks specification (https://www.standardwebhooks.com):
// the signature is "v1," and the base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>",
// keyed with the base64-decoded part of the secret after "whsec_". Requests older or newer than
// TOLERANCE_SECONDS (default 300) are refused, so a captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const secret = process.env.WEBHOOK_SECRET ?? "";
const port = Number(process.env.PORT ?? 4000);
const toleranceSeconds = Number(process.env.TOLERANCE_SECONDS ?? 300);
const MAX_BODY_BYTES = 1024 * 1024;

if (!secret.startsWith("whsec_")) {
  console.error("Set WEBHOOK_SECRET to the endpoint's signing secret (whsec_...), shown once when it was created.");
  process.exit(1);
}
const key = Buffer.from(secret.slice("whsec_".length), "base64");

/** Why the request is not a genuine, fresh delivery, or null when it is. */
function problem(headers, body, nowSeconds = Math.floor(Date.now() / 1000)) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (!id || !timestamp || !signatures) return "missing webhook-id, webhook-timestamp or webhook-signature";
  if (!/^\d+$/.test(timestamp)) return "malformed webhook-timestamp";
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return "timestamp outside the tolerance";
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest();
  // The header may carry several signatures ("v1,abc v1,def") while a secret is being rotated.
  for (const entry of signatures.split(" ")) {
    const [version, signature] = entry.split(",");
    if (version !== "v1" || !signature) continue;
    const given = Buffer.from(signature, "base64");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return null;
  }
  return "no valid signature";
}

const server = createServer((req, res) => {
  if (req.method !== "POST") {
    res.writeHead(405, { allow: "POST" }).end();
    return;
  }
  const chunks = [];
  let size = 0;
  req.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) req.destroy();
    else chunks.push(chunk);
  });
  req.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    const refused = problem(req.headers, body);
    if (refused) {
      console.error(`Refused a request: ${refused}`);
      res.writeHead(401, { "content-type": "text/plain" }).end(refused);
      return;
    }
    let event;
    try {
      event = JSON.parse(body);
    } catch {
      res.writeHead(400).end("body is not JSON");
      return;
    }
    // The same webhook-id arrives again on a retry or a replay: a real receiver skips ids it has handled.
    console.log(`Verified ${event.type} ${req.headers["webhook-id"]} ${JSON.stringify(event.data)}`);
    res.writeHead(204).end();
  });
});

server.listen(port, () => console.log(`Listening for webhooks on http://localhost:${port}/`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
