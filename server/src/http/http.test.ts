import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { startTestServer, type TestServer } from "../testing/test-server";
import { clientRouter } from "./client";
import type { PageRenderer } from "./page-renderer";

describe("HTTP surface", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: "manual" });

  it("answers /healthz and /readyz", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: "up" });
  });

  it.each(["/", "/about", "/blog", "/blog/3", "/subscription", "/login", "/admin", "/admin/users", "/password-reset"])(
    "serves the client for the route %s",
    async (path) => {
      const response = await get(path, { accept: "text/html" });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("client index");
    },
  );

  it("sends each page's document alike in every coding, revalidates it by ETag, and rebuilds it after an admin change", async () => {
    // The page router alone, with a renderer that heads /about with the stored about title.
    const renderer: PageRenderer = {
      render: async (path) => ({
        cacheable: true,
        page: { head: path === "/about" ? `<title>${(await server.services.siteContent.about()).title}</title>` : "" },
      }),
    };
    const clientDir = mkdtempSync(path.join(tmpdir(), "gym-client-"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      '<html><head><!--ssr-head--><title>x</title><!--/ssr-head--></head><body><div id="root"></div>' +
        "<p>filler</p>".repeat(200) +
        "</body></html>",
    );
    const listener = express()
      .use(clientRouter(clientDir, server.services, renderer))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    const get = (route: string, headers: Record<string, string> = {}) => fetch(base + route, { headers });
    await server.services.responseCache.invalidate(); // the main app's pages share the cache
    const plain = await get("/about", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text).toMatch(/<title\b[^>]*>About/);
    for (const coding of ["gzip", "br"]) {
      const encoded = await get("/about", { "accept-encoding": coding });
      expect(encoded.headers.get("content-encoding")).toBe(coding);
      expect(encoded.headers.get("vary")).toContain("Accept-Encoding");
      expect(encoded.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await encoded.text()).toBe(text);
    }
    const etag = plain.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache to a conditional request).
    const revalidate = () => get("/about", { "if-none-match": etag, "cache-control": "max-age=0" });
    expect((await revalidate()).status).toBe(304);

    await server.database.dataSource.query("UPDATE about_content SET title = ?", ["A New Story"]);
    await server.services.responseCache.invalidate(); // as an admin's edit does
    const changed = await get("/about", { "accept-encoding": "gzip" });
    expect(await changed.text()).toMatch(/<title\b[^>]*>A New Story/);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await revalidate()).status).toBe(200);
    listener.close();
  });

  it("serves the client's 404 page with HTTP 404 for an unknown path", async () => {
    const response = await get("/nope", { accept: "text/html" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("client index");
  });

  it("does not let the client fallback swallow server paths or missing assets", async () => {
    expect((await get("/assets/missing-abc.js")).status).toBe(404);
    expect((await get("/missing.png")).status).toBe(404);
    const api = await get("/api/nothing-here");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: "Not found", data: null });
    expect(await (await get("/healthz/extra")).text()).not.toContain("client index");
  });

  it("shows the playground to a browser and answers GraphQL over GET and POST", async () => {
    const page = await get("/graphql", { accept: "text/html" });
    expect(await page.text()).toContain("GraphQL playground");
    const viaGet = await get(`/graphql?query=${encodeURIComponent("{ __typename }")}`, { "apollo-require-preflight": "1" });
    expect(await viaGet.json()).toEqual({ data: { __typename: "Query" } });
    const viaPost = await server.graphql("{ __typename }");
    expect(viaPost.data).toEqual({ __typename: "Query" });
  });

  it("refuses a mutation over GET and a simple cross-site POST", async () => {
    const form = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: '{"query":"{ __typename }"}',
    });
    expect(form.status).toBe(400);
  });

  it("serves robots.txt and a sitemap with every public route and post", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /profile");
    expect(robots).toContain(`Sitemap: ${server.config.publicUrl}/sitemap.xml`);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${server.config.publicUrl}/subscription</loc>`);
    expect(sitemap.match(/\/blog\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)).toHaveLength(3);
  });

  it("answers /readyz with 503 once the database is gone", async () => {
    await server.database.dataSource.destroy();
    const response = await get("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ database: "down" });
  });
});
