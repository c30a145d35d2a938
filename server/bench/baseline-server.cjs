// The baselines: answer every request with the bytes captured from the real server (status,
// headers, body), from memory. BASELINE=express (the default): plain Express behind the same
// compression middleware with the same settings; the gap to it is what our stack (GraphQL,
// database, auth) costs. BASELINE=node: Node's own node:http with no framework and no
// compression, the floor of any Node server.
const { readFileSync } = require("node:fs");
const http = require("node:http");

const responses = JSON.parse(readFileSync(process.env.BASELINE_RESPONSES_FILE, "utf8")).map((response) => ({
  ...response,
  bytes: Buffer.from(response.body, "base64"),
}));

function expressApp() {
  const compression = require("compression");
  const express = require("express");
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  for (const { method, path, status, headers, bytes } of responses) {
    app[method.toLowerCase()](path, (_req, res) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      res.status(status).send(bytes);
    });
  }
  return app;
}

function nodeHandler() {
  const routes = new Map(responses.map((response) => [`${response.method} ${response.path}`, response]));
  return (req, res) => {
    const response = routes.get(`${req.method} ${req.url}`);
    if (!response) {
      res.writeHead(404).end();
      return;
    }
    // Drain the request body (the GraphQL cases POST one) before answering, as a real server must.
    req.resume();
    req.on("end", () => {
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.setHeader("content-length", response.bytes.length);
      res.writeHead(response.status).end(response.bytes);
    });
  };
}

const server = http.createServer(process.env.BASELINE === "node" ? nodeHandler() : expressApp());
server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
// Exit (rather than die of the signal) so that a --cpu-prof profile is written; at once, as a
// kept-alive connection of the load generator would hold server.close() open.
process.on("SIGTERM", () => process.exit(0));
