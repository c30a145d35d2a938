import type { MediaFormatName } from "../../../../../common/media";

export type VariantRole = "width" | "portrait" | "social" | "master" | "svg";
export type VariantFormat = "avif" | "webp" | "jpeg" | "png" | "svg";

/** One stored file of a library item, as its row's `variants` JSON lists it. */
export interface MediaVariant {
  file: string;
  role: VariantRole;
  format: VariantFormat;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export type EncodedVariant = MediaVariant & { body: Buffer };

export interface ProcessedImage {
  /** Decided from the bytes, never from the name or the client's content type. */
  format: MediaFormatName;
  /** After applying the EXIF orientation. */
  width: number;
  height: number;
  hasAlpha: boolean;
  /** "#rrggbb" */
  dominantColor: string;
  /** data:image/webp;base64,... at most ~24 px wide, blurred. */
  placeholder: string;
  variants: EncodedVariant[];
}

/** 0..1 from the left and from the top. */
export interface FocalPoint {
  x: number;
  y: number;
}
