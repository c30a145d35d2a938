import type { FocalPoint } from "./media-types";

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The largest rectangle of the given aspect inside a width x height image, centred on the focal
 * point as far as the image's edges allow.
 */
export function focalRegion(width: number, height: number, aspect: { width: number; height: number }, focal: FocalPoint): Region {
  const ratio = aspect.width / aspect.height;
  const regionWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const regionHeight = Math.max(1, Math.min(height, Math.round(regionWidth / ratio)));
  const left = Math.round(clamp(clamp(focal.x, 0, 1) * width - regionWidth / 2, 0, width - regionWidth));
  const top = Math.round(clamp(clamp(focal.y, 0, 1) * height - regionHeight / 2, 0, height - regionHeight));
  return { left, top, width: regionWidth, height: regionHeight };
}

/** The listed widths an image of `width` px can fill without upscaling; a narrower image keeps its own width. */
export function widthsUpTo(widths: readonly number[], width: number, keepOwn: boolean): number[] {
  const fitting = widths.filter((w) => w <= width);
  return fitting.length === 0 && keepOwn ? [width] : fitting;
}
