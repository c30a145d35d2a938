import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { createMediaStorage, type MediaStorage } from "../modules/media/storage/media-storage";
import { startTestServer, type TestServer } from "../testing/test-server";

const ITEM = "0123456789abcdef0123";
const JPEG_KEY = `${ITEM}/w640.1a2b3c4d.jpg`;
const SVG_KEY = `${ITEM}/image.5e6f7a8b.svg`;
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** A request whose path reaches the server byte for byte (fetch would resolve `..` first). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    })
      .on("error", reject)
      .end();
  });
}

describe.each(["local disk", "S3"] as const)("media files served from %s", (kind) => {
  let server: TestServer;
  let storage: MediaStorage;
  const photo = randomBytes(50_000);

  beforeAll(async () => {
    server = await startTestServer("sqlite", { seed: false, s3: kind === "S3" });
    expect(server.config.media.kind).toBe(kind === "S3" ? "s3" : "local");
    storage = createMediaStorage(server.config);
    await storage.put(JPEG_KEY, photo, "image/jpeg");
    await storage.put(SVG_KEY, SVG, "image/svg+xml");
  });
  afterAll(async () => {
    await storage?.close();
    await server?.close();
  });

  it("serves a stored file byte for byte, cached for a year as immutable, never sniffed, embeddable anywhere", async () => {
    const res = await fetch(`${server.url}/media/${JPEG_KEY}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(photo)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-length")).toBe(String(photo.length));
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("answers a revalidation with 304 and no body, and HEAD with the headers alone", async () => {
    const etag = (await fetch(`${server.url}/media/${JPEG_KEY}`)).headers.get("etag")!;
    const revalidated = await fetch(`${server.url}/media/${JPEG_KEY}`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    const other = await fetch(`${server.url}/media/${SVG_KEY}`, { headers: { "if-none-match": etag } });
    expect(other.status).toBe(200);

    const head = await fetch(`${server.url}/media/${JPEG_KEY}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(photo.length));
    expect(head.headers.get("etag")).toBe(etag);
    expect(await head.text()).toBe("");
  });

  it("serves an SVG inline under a policy that runs nothing in it", async () => {
    const res = await fetch(`${server.url}/media/${SVG_KEY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.headers.get("content-disposition")).toBe("inline");
    expect(await res.text()).toBe(SVG.toString());
  });

  it("answers 404 for a file that is not stored and for anything that is not a media key", async () => {
    const secret = readFileSync(path.join(server.config.dataDir, "jwt-secret"), "utf8");
    const missing = await fetch(`${server.url}/media/${ITEM}/w320.00000000.jpg`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not found");

    const attempts = [
      "/media/../jwt-secret",
      "/media/%2e%2e/jwt-secret",
      `/media/${ITEM}/..%2F..%2Fjwt-secret`,
      `/media/${ITEM}/%2e%2e`,
      `/media/${ITEM}/.hidden`,
      `/media/${ITEM}/w640.1a2b3c4d.jpg/extra`,
      `/media/${ITEM.toUpperCase()}/w640.1a2b3c4d.jpg`,
      `/media/${ITEM}`,
      "/media/",
      "/media/..%2Fjwt-secret",
    ];
    for (const attempt of attempts) {
      const res = await rawGet(server.url, attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 404 });
      expect(res.body).not.toContain(secret);
    }
  });

  it("refuses writes to media addresses", async () => {
    const res = await fetch(`${server.url}/media/${JPEG_KEY}`, { method: "PUT", body: "replaced" });
    expect(res.status).toBe(404);
    expect(Buffer.from(await (await fetch(`${server.url}/media/${JPEG_KEY}`)).arrayBuffer()).equals(photo)).toBe(true);
  });

  if (kind === "S3") {
    it("answers a server error, not 404, while the store is unreachable", async () => {
      await server.s3!.close();
      const res = await fetch(`${server.url}/media/${JPEG_KEY}`);
      expect(res.status).toBe(500);
      expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
    });
  }
});
