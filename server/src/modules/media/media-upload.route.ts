import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";
import { GraphQLError } from "graphql";
import { RateLimiterRes } from "rate-limiter-flexible";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../../common/media";
import { MESSAGES } from "../../../../common/validation";
import { assertAdmin } from "../../auth/auth-checker";
import { badUserInput, forbidden, tooManyRequests, unauthenticated } from "../../common/errors";
import type { ContextFactory, RequestAuth } from "../../context";
import { sendError } from "../../rest/rest-router";
import type { User } from "../user/user.entity";
import type { MediaItem } from "./media-item.entity";
import { itemUrl } from "./picture";
import { MediaInputError } from "./pipeline";

const STATUS_BY_REASON: Record<MediaInputError["reason"], number> = {
  unsupportedType: 415,
  heic: 415,
  unsafeSvg: 415,
  unreadable: 400,
  tooLarge: 413,
  tooManyPixels: 413,
};

interface ReceivedUpload {
  filePath?: string;
  fileName: string;
  fields: Record<string, string>;
  tooLarge: boolean;
}

/** Thrown when an upload's bytes stop arriving. */
class StalledUpload extends Error {}

/**
 * Streams the multipart body's `file` to disk, never holding it whole in memory; stops counting
 * at the byte cap. A phone on a slow network may take minutes, so only a pause longer than
 * `idleMs` ends the upload, not its total time.
 */
function receive(req: Request, dir: string, maxBytes: number, idleMs: number): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const upload: ReceivedUpload = { fileName: "", fields: {}, tooLarge: false };
    let idle: NodeJS.Timeout | undefined;
    const waitForMore = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        req.unpipe();
        reject(new StalledUpload());
      }, idleMs);
    };
    waitForMore();
    req.on("data", waitForMore);
    req.once("close", () => clearTimeout(idle));
    const writes: Promise<void>[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 4096, parts: 12 } });
    } catch {
      clearTimeout(idle);
      return resolve(upload);
    }
    parser.on("file", (field, stream, info) => {
      if (field !== "file" || upload.filePath) return void stream.resume();
      upload.filePath = path.join(dir, "upload");
      upload.fileName = info.filename ?? "";
      stream.on("limit", () => {
        upload.tooLarge = true;
      });
      writes.push(pipeline(stream, createWriteStream(upload.filePath, { mode: 0o600 })));
    });
    parser.on("field", (name, value) => {
      upload.fields[name] = value;
    });
    parser.on("error", (error: Error) => {
      clearTimeout(idle);
      reject(error);
    });
    parser.on("close", () => {
      clearTimeout(idle);
      Promise.all(writes).then(() => resolve(upload), reject);
    });
    req.pipe(parser);
  });
}

/**
 * A refused request may still be sending its file: reading the rest lets the client see the
 * answer, but a body that pauses or runs far past the cap only costs its connection.
 */
function drainOrDrop(req: Request, idleMs: number, maxBytes: number): void {
  let drained = 0;
  const drop = () => req.socket.destroy();
  const idle = setTimeout(drop, idleMs);
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxBytes) drop();
    idle.refresh();
  });
  req.once("close", () => clearTimeout(idle));
  req.resume();
}

function focalFrom(fields: Record<string, string>): { x?: number; y?: number } {
  const read = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : Number(value));
  return { x: read(fields.focal_x), y: read(fields.focal_y) };
}

function authorise(auth: RequestAuth): User {
  if (auth.viaCookie && !auth.csrfPassed) throw forbidden(MESSAGES.csrfRefused);
  if (!auth.user) throw unauthenticated(auth.problem);
  assertAdmin(auth.user);
  return auth.user;
}

const publicFields = (item: MediaItem) => ({
  id: item.id,
  key: item.key,
  url: itemUrl(item),
  name: item.name,
  alt: item.alt,
  format: item.format,
  width: item.width,
  height: item.height,
  bytes: item.bytes,
});

/** The service names the focal point as GraphQL does; an integrator sent the form's fields. */
function withFormFieldNames(error: GraphQLError): GraphQLError {
  const fields = error.extensions.fields as Record<string, string> | undefined;
  if (!fields) return error;
  const renamed = Object.fromEntries(Object.entries(fields).map(([name, message]) => [FORM_FIELDS[name] ?? name, message]));
  return new GraphQLError(error.message, { extensions: { ...error.extensions, fields: renamed } });
}

const FORM_FIELDS: Record<string, string> = { focalX: "focal_x", focalY: "focal_y" };

const fail = (res: Response, status: number, message: string) => res.status(status).json({ success: false, message, data: null });

/** `POST /api/media`: one multipart image upload by an admin, with the same checks as the panel's GraphQL writes. */
export function mediaUploadHandler(contextFactory: ContextFactory): RequestHandler {
  const { media, rateLimits, responseCache } = contextFactory.services;
  const limiter = rateLimits.limiter("rl:media-upload", MEDIA_LIMITS.uploadsPerWindow, MEDIA_LIMITS.uploadWindowSeconds);
  return async (req, res, next) => {
    let auth: RequestAuth = { user: null };
    let dir: string | undefined;
    try {
      auth = (await contextFactory(req)).auth;
      const actor = authorise(auth);
      await limiter.consume(String(actor.id)).catch((rejection: unknown) => {
        throw rejection instanceof RateLimiterRes ? tooManyRequests(Math.ceil(rejection.msBeforeNext / 1000)) : rejection;
      });
      dir = await mkdtemp(path.join(tmpdir(), "gym-upload-"));
      const upload = await receive(req, dir, media.maxUploadBytes, media.uploadIdleMs);
      if (upload.tooLarge) return fail(res, 413, MEDIA_MESSAGES.tooLarge);
      if (!upload.filePath) throw badUserInput({ file: MEDIA_MESSAGES.fileRequired });
      const focal = focalFrom(upload.fields);
      const { item, created } = await media.importFile(actor, upload.filePath, {
        name: upload.fileName,
        alt: upload.fields.alt,
        focal: focal.x === undefined && focal.y === undefined ? undefined : { x: focal.x ?? 0.5, y: focal.y ?? 0.5 },
      });
      if (created) await responseCache.invalidate();
      res
        .status(created ? 201 : 200)
        .set("Cache-Control", "no-store")
        .json({ success: true, message: MEDIA_MESSAGES.uploaded, data: publicFields(item) });
    } catch (error) {
      if (error instanceof StalledUpload) {
        res.once("finish", () => req.socket.destroy());
        return void res.status(408).set("Connection", "close").json({ success: false, message: MESSAGES.requestTooSlow, data: null });
      }
      if (error instanceof MediaInputError) return fail(res, STATUS_BY_REASON[error.reason], error.message);
      if (error instanceof GraphQLError) return sendError(res, withFormFieldNames(error), auth);
      next(error);
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
      if (!req.complete) drainOrDrop(req, media.uploadIdleMs, media.maxUploadBytes);
    }
  };
}
