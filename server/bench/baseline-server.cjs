// The baseline: plain Express answering every request with the bytes captured from the real
// server (status, headers, body), from memory, behind the same compression middleware with
// the same settings. The gap to it is what our stack (GraphQL, database, auth) costs.
const compression = require("compression");
const express = require("express");

const responses = JSON.parse(process.env.BASELINE_RESPONSES);
const app = express();
app.disable("x-powered-by");
app.use(compression());
for (const { method, path, status, headers, body } of responses) {
  const bytes = Buffer.from(body, "base64");
  app[method.toLowerCase()](path, (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.status(status).send(bytes);
  });
}
const server = app.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
