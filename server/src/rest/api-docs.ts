import type { GraphQLSchema } from "graphql";
import path from "node:path";
import { Router } from "express";
import type { AppConfig } from "../config/env";
import { API_DOCS_PATHS, openApiDocument } from "./openapi";

const SWAGGER_UI_DIR = path.dirname(require.resolve("swagger-ui-dist/package.json"));
/** Only these files of the package are served: the rest (its demo page, the petstore initializer) is not ours. */
const SWAGGER_UI_FILES = ["swagger-ui-bundle.js", "swagger-ui.css"];

// A file, not an inline script: the CSP's script-src is 'self' alone, here as on every page.
const START_SCRIPT = `SwaggerUIBundle({
  url: ${JSON.stringify(API_DOCS_PATHS.document)},
  dom_id: "#reference",
  deepLinking: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
});
`;

const PAGE_STYLE = `body { margin: 0; font-family: system-ui, sans-serif; }
.intro { max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; box-sizing: border-box; font-size: 14px; }
.intro a { color: #1d4ed8; }
@media (max-width: 640px) {
  .swagger-ui .opblock-tag { flex-wrap: wrap; }
  .swagger-ui .opblock-tag a.nostyle { flex: 1 1 0; }
  .swagger-ui .opblock-tag small { order: 3; flex: 1 1 100%; padding: 4px 0 0; }
}
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>REST API reference | Iron Warrior Fitness</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${API_DOCS_PATHS.assets}/swagger-ui.css" />
    <link rel="stylesheet" href="${API_DOCS_PATHS.assets}/reference.css" />
  </head>
  <body>
    <p class="intro">
      The <code>/api</code> paths of Iron Warrior Fitness. Machine-readable: <a href="${API_DOCS_PATHS.document}">OpenAPI 3.1 document</a>.
      Everything else, and these operations too, is on GraphQL: <a href="/graphql">the GraphQL playground</a>.
    </p>
    <main id="reference"></main>
    <script src="${API_DOCS_PATHS.assets}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATHS.assets}/reference.js"></script>
  </body>
</html>
`;

/**
 * The REST shim's OpenAPI document and an interactive reference (Swagger UI) for it, every
 * asset served from here, so the page works with no internet access. The site's CSP needs no
 * exception: Swagger UI's style attributes fall under its styles' 'unsafe-inline', its icons are
 * data: images, and it calls only this origin. The bundle is about 460 kB gzipped, and only this
 * page loads it.
 */
export function apiDocsRouter(config: Pick<AppConfig, "publicUrl" | "version">, schema: GraphQLSchema): Router {
  const document = JSON.stringify(openApiDocument(config, schema));
  const router = Router();
  router.get(API_DOCS_PATHS.document, (_req, res) => {
    res.set("Cache-Control", "no-cache").type("application/json").send(document);
  });
  router.get(API_DOCS_PATHS.reference, (_req, res) => {
    res.set("Cache-Control", "no-cache").type("html").send(PAGE);
  });
  router.get(`${API_DOCS_PATHS.assets}/reference.js`, (_req, res) => {
    res.set("Cache-Control", "no-cache").type("text/javascript").send(START_SCRIPT);
  });
  router.get(`${API_DOCS_PATHS.assets}/reference.css`, (_req, res) => {
    res.set("Cache-Control", "no-cache").type("text/css").send(PAGE_STYLE);
  });
  for (const file of SWAGGER_UI_FILES) {
    router.get(`${API_DOCS_PATHS.assets}/${file}`, (_req, res, next) => {
      res.sendFile(path.join(SWAGGER_UI_DIR, file), { maxAge: "1d" }, (error) => error && next(error));
    });
  }
  return router;
}
