import type { FocalPoint } from "./media-types";

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** A focal point off the image is pulled to its edge; one that is not a number means the centre. */
const unit = (value: number) => (Number.isFinite(value) ? clamp(value, 0, 1) : 0.5);

/**
 * The largest rectangle of the given aspect inside a width x height image, centred on the focal
 * point as far as the image's edges allow.
 */
export function focalRegion(width: number, height: number, aspect: { width: number; height: number }, focal: FocalPoint): Region {
  const ratio = aspect.width / aspect.height;
  const regionWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const regionHeight = Math.max(1, Math.min(height, Math.round(regionWidth / ratio)));
  const left = Math.round(clamp(unit(focal.x) * width - regionWidth / 2, 0, width - regionWidth));
  const top = Math.round(clamp(unit(focal.y) * height - regionHeight / 2, 0, height - regionHeight));
  return { left, top, width: regionWidth, height: regionHeight };
}

/** How much wider than the widest listed width a crop must be to be stored at its own width too. */
const OWN_WIDTH_GAIN = 1.25;

/**
 * The listed widths an image of `width` px can fill without upscaling. `narrower: "own"` gives an
 * image narrower than every listed width one variant at its own width; `between: "own"` adds the
 * image's own width when it lies well between two listed widths, so a phone is not sent a 360 px
 * portrait crop of a 608 px one.
 */
export function widthsUpTo(
  widths: readonly number[],
  width: number,
  { narrower, between }: { narrower: "own" | "none"; between: "own" | "none" },
): number[] {
  const fitting = widths.filter((w) => w <= width);
  if (fitting.length === 0) return narrower === "own" ? [width] : [];
  const addOwn = between === "own" && width >= Math.max(...fitting) * OWN_WIDTH_GAIN && width < Math.max(...widths);
  return addOwn ? [...fitting, width] : fitting;
}
