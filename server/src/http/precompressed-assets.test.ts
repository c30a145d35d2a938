import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { precompressedAssets } from "./precompressed-assets";

describe("precompressed assets", () => {
  const script = "export const answer = 42;\n".repeat(200);
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gym-assets-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "main-abc.js"), script);
    writeFileSync(path.join(dir, "assets", "main-abc.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "assets", "plain-abc.js"), script);
    const app = express()
      .use(compression())
      .use("/assets", precompressedAssets(path.join(dir, "assets"), 60), express.static(path.join(dir, "assets")));
    const listener = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    close = () => listener.close();
  });
  afterAll(() => close());

  it("sends the build's brotli copy to a browser that accepts br, as a script that stays cached", async () => {
    const response = await fetch(`${base}/assets/main-abc.js`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, immutable");
    expect(await response.text()).toBe(script);
  });

  it("leaves other codings, and assets without a copy, to the static files and the compression middleware", async () => {
    const gzip = await fetch(`${base}/assets/main-abc.js`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(script);
    const plain = await fetch(`${base}/assets/plain-abc.js`, { headers: { "accept-encoding": "br" } });
    expect(plain.headers.get("content-encoding")).toBe("br");
    expect(await plain.text()).toBe(script);
    expect((await fetch(`${base}/assets/main-abc.js.map`)).status).toBe(404);
  });
});
