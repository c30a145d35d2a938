import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../../common/media";
import { badUserInput } from "../../common/errors";
import type { FocalPoint } from "./pipeline";

/* What the library accepts of an upload's details, and the byte-level helpers it needs. */

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
export async function sha256Hex(filePath: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export const cleanName = (name: string) => name.trim().slice(0, MEDIA_LIMITS.nameMax) || "image";

/** Refuses alt text or a focal point the library cannot keep; returns the cleaned alt text. */
export function checkDetails(alt: string | undefined, focal: Partial<FocalPoint>): string | undefined {
  if (alt !== undefined && alt.trim().length > MEDIA_LIMITS.altMax) throw badUserInput({ alt: MEDIA_MESSAGES.altTooLong });
  for (const [field, value] of [
    ["focalX", focal.x],
    ["focalY", focal.y],
  ] as const) {
    if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 1)) {
      throw badUserInput({ [field]: MEDIA_MESSAGES.focalPointInvalid });
    }
  }
  return alt?.trim();
}
