import { createHash } from "node:crypto";
import type sharp from "sharp";
import type { EncodedVariant, VariantFormat, VariantRole } from "./media-types";

/**
 * Encoder effort is chosen for time: on two shared cores AVIF effort 2 took three times as long as
 * effort 1 for the same bytes, and WebP effort 4 four times effort 2 for 5% fewer bytes
 * (`npm run bench` prints the seconds per 12 MP photo).
 */
const AVIF = { quality: 50, effort: 1 } as const;
const WEBP = { quality: 78, effort: 3 } as const;
const MASTER_WEBP = { quality: 90, effort: 2, alphaQuality: 100 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;
const PNG = { compressionLevel: 9, effort: 7 } as const;

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png", svg: "svg" };

/** `<prefix>.<first 8 hex of the SHA-256 of the bytes>.<ext>`: the URL changes whenever the bytes do. */
export function variantFile(prefix: string, format: VariantFormat, body: Buffer): string {
  const hash8 = createHash("sha256").update(body).digest("hex").slice(0, 8);
  return `${prefix}.${hash8}.${EXTENSIONS[format]}`;
}

function encoder(image: sharp.Sharp, format: Exclude<VariantFormat, "svg">, role: VariantRole): sharp.Sharp {
  switch (format) {
    case "avif":
      return image.avif(AVIF);
    case "webp":
      return image.webp(role === "master" ? MASTER_WEBP : WEBP);
    case "jpeg":
      // JPEG has no alpha: a transparent logo's portrait crop or social card sits on white.
      return image.flatten({ background: "#ffffff" }).jpeg(JPEG);
    case "png":
      return image.png(PNG);
  }
}

/** Encodes one variant; width and height are read back from the encoder, never assumed. */
export async function encodeVariant(
  image: sharp.Sharp,
  role: VariantRole,
  prefix: string,
  format: Exclude<VariantFormat, "svg">,
): Promise<EncodedVariant> {
  const { data, info } = await encoder(image, format, role).toBuffer({ resolveWithObject: true });
  return {
    file: variantFile(prefix, format, data),
    role,
    format,
    contentType: CONTENT_TYPES[format],
    width: info.width,
    height: info.height,
    bytes: data.length,
    body: data,
  };
}

export function svgVariant(svg: string, width: number, height: number): EncodedVariant {
  const body = Buffer.from(svg, "utf8");
  return {
    file: variantFile("image", "svg", body),
    role: "svg",
    format: "svg",
    contentType: CONTENT_TYPES.svg,
    width,
    height,
    bytes: body.length,
    body,
  };
}
