// The baseline: plain Express answering every request with bytes captured from the real
// server, from memory. The gap to it is what our stack (GraphQL, database, auth) costs.
const express = require("express");

const responses = JSON.parse(process.env.BASELINE_RESPONSES);
const app = express();
app.disable("x-powered-by");
for (const { method, path, status, contentType, body } of responses) {
  const bytes = Buffer.from(body, "base64");
  app[method.toLowerCase()](path, (_req, res) => res.status(status).type(contentType).send(bytes));
}
const server = app.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
