import { createHash } from "node:crypto";
import type sharp from "sharp";
import type { EncodedVariant, VariantFormat, VariantRole } from "./media-types";

/**
 * Changes whenever the files processImage makes for the same bytes change (settings, sizes,
 * naming), so a cache of processed images (the seed's) knows to rebuild.
 */
export const PIPELINE_VERSION = 1;

/**
 * Chosen for time on two cores (CPU seconds for the eight sizes of a 12 MP photo): AVIF effort 2
 * cost 1.9 s, effort 1 0.9 s and effort 0 0.5 s, for the same bytes; WebP effort 4 cost the same
 * as 3. The whole set takes about 2.6 CPU seconds (`npm run bench`).
 */
const AVIF = { quality: 50, effort: 1 } as const;
const WEBP = { quality: 78, effort: 4 } as const;
const MASTER_WEBP = { quality: 90, effort: 2, alphaQuality: 100 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;
const PNG = { compressionLevel: 9, effort: 7 } as const;

const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png", svg: "svg" };

/** `<prefix>.<first 8 hex of the SHA-256 of the bytes>.<ext>`: the URL changes whenever the bytes do. */
function variantFile(prefix: string, format: VariantFormat, body: Buffer): string {
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
