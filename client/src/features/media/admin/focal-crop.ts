import { MEDIA_PORTRAIT_ASPECT, SOCIAL_IMAGE } from "../../../../../common/media";

export interface FocalPoint {
  /** 0 to 1 from the left. */
  x: number;
  /** 0 to 1 from the top. */
  y: number;
}

export const SOCIAL_ASPECT = SOCIAL_IMAGE.width / SOCIAL_IMAGE.height;
export const PORTRAIT_ASPECT = MEDIA_PORTRAIT_ASPECT.width / MEDIA_PORTRAIT_ASPECT.height;

/** How far one arrow key press moves the focal point (Shift moves it further). */
const FOCAL_STEP = 0.05;
const FOCAL_BIG_STEP = 0.2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A focal point kept inside the image and rounded to what a person can aim at. */
export function clampFocal({ x, y }: FocalPoint): FocalPoint {
  const round = (value: number) => Math.round(clamp(value, 0, 1) * 1000) / 1000;
  return { x: round(x), y: round(y) };
}

/**
 * The CSS object-position (percentages) that shows the crop the server makes: the largest
 * rectangle of `aspect` inside the image, centred on the focal point and kept inside the edges.
 */
export function cropPosition(size: { width: number; height: number }, aspect: number, focal: FocalPoint): { x: number; y: number } {
  const { width, height } = size;
  const offset = (length: number, cropLength: number, focus: number) => {
    const spare = length - cropLength;
    if (spare <= 0) return 50;
    return (clamp(focus * length - cropLength / 2, 0, spare) / spare) * 100;
  };
  if (width / height > aspect) return { x: offset(width, height * aspect, focal.x), y: 50 };
  return { x: 50, y: offset(height, width / aspect, focal.y) };
}

/** The focal point after an arrow key, or undefined for any other key. */
export function focalAfterKey(focal: FocalPoint, key: string, big: boolean): FocalPoint | undefined {
  const step = big ? FOCAL_BIG_STEP : FOCAL_STEP;
  const moves: Record<string, FocalPoint> = {
    ArrowLeft: { x: focal.x - step, y: focal.y },
    ArrowRight: { x: focal.x + step, y: focal.y },
    ArrowUp: { x: focal.x, y: focal.y - step },
    ArrowDown: { x: focal.x, y: focal.y + step },
  };
  const moved = moves[key];
  return moved && clampFocal(moved);
}
