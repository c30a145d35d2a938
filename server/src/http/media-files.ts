import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router, type Response } from "express";
import { requestLog } from "../logging/request-logging";
import type { MediaStorage } from "../modules/media/storage/media-storage";
import { isStorageKey, MEDIA_CACHE_CONTROL } from "../modules/media/storage/storage-keys";

/**
 * An SVG opened on its own (not through <img>) must not run anything: no scripts, no requests,
 * no forms or plugins, even if something slipped past the upload's sanitizer.
 */
const INERT_SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const notFound = (res: Response) => {
  res.status(404).type("text/plain").send("Not found");
};

/** The key names its bytes (content-hashed file name), so a hash of it is a strong validator. */
const etagOf = (key: string) => `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;

/**
 * RFC 9110's weak comparison of If-None-Match, whatever Cache-Control the request carries
 * (Express's req.fresh refuses a 304 to `no-cache`, which fetch() sends with every conditional request).
 */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** `GET`/`HEAD /media/<item key>/<file>`, streamed from the library's storage (local disk or S3). */
export function mediaFiles(storage: MediaStorage): Router {
  const router = Router();
  router.get("/:item/:file", async (req, res, next) => {
    const key = `${req.params.item}/${req.params.file}`;
    if (!isStorageKey(key)) return notFound(res);
    let found;
    try {
      found = await storage.get(key);
    } catch (error) {
      return next(error);
    }
    if (!found) return notFound(res);
    const { body, contentType, size } = found;
    const etag = etagOf(key);
    res.set({
      "Content-Type": contentType,
      "Cache-Control": MEDIA_CACHE_CONTROL,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      // Public images may be shown elsewhere: a newsletter read in webmail, a partner's page.
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    if (contentType.startsWith("image/svg+xml")) {
      res.set({ "Content-Security-Policy": INERT_SVG_POLICY, "Content-Disposition": "inline" });
    }
    const notModified = isNotModified(req.get("if-none-match"), etag);
    const skipBody = notModified || req.method === "HEAD";
    // Every driver hands out a Node Readable; left open, an S3 body would hold its socket.
    if (skipBody) (body as Readable).destroy();
    if (notModified) return void res.status(304).end();
    res.set("Content-Length", String(size));
    if (req.method === "HEAD") return void res.end();
    try {
      await pipeline(body, res);
    } catch (error) {
      // A visitor leaving mid-download is not a fault; a store failing mid-stream is.
      if (!res.writableFinished && (error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
        requestLog(req).error({ err: error, key }, "Media file stream failed");
      }
    }
  });
  router.use((_req, res) => notFound(res));
  return router;
}
