import { MEDIA_PORTRAIT_ASPECT, MEDIA_PORTRAIT_WIDTHS, MEDIA_WIDTHS, SOCIAL_IMAGE } from "../../../../../common/media";
import { focalRegion, widthsUpTo } from "./focal-crop";

describe("focalRegion", () => {
  test("is the largest rectangle of the aspect, centred on the focal point", () => {
    expect(focalRegion(1600, 900, MEDIA_PORTRAIT_ASPECT, { x: 0.5, y: 0.5 })).toEqual({ left: 547, top: 0, width: 506, height: 900 });
    expect(focalRegion(1000, 1000, SOCIAL_IMAGE, { x: 0.5, y: 0.3 })).toEqual({ left: 0, top: 38, width: 1000, height: 525 });
  });

  test("stays inside the image when the focal point is near an edge or outside it", () => {
    expect(focalRegion(1600, 900, MEDIA_PORTRAIT_ASPECT, { x: 0.02, y: 0.5 })).toMatchObject({ left: 0, width: 506 });
    expect(focalRegion(1600, 900, MEDIA_PORTRAIT_ASPECT, { x: 1.4, y: -1 })).toMatchObject({ left: 1094, top: 0 });
    expect(focalRegion(1000, 1000, SOCIAL_IMAGE, { x: 0.5, y: 1 })).toMatchObject({ top: 475, height: 525 });
    expect(focalRegion(1000, 1000, SOCIAL_IMAGE, { x: NaN, y: Infinity })).toMatchObject({ top: 238, height: 525 });
  });
});

const WIDTHS = { narrower: "own", between: "none" } as const;
const PORTRAITS = { narrower: "none", between: "own" } as const;

describe("widthsUpTo", () => {
  test("never goes above the width; a narrower image keeps its own width only where asked", () => {
    expect(widthsUpTo(MEDIA_WIDTHS, 1000, WIDTHS)).toEqual([320, 640, 960]);
    expect(widthsUpTo(MEDIA_WIDTHS, 5000, WIDTHS)).toEqual([...MEDIA_WIDTHS]);
    expect(widthsUpTo(MEDIA_WIDTHS, 200, WIDTHS)).toEqual([200]);
    expect(widthsUpTo(MEDIA_PORTRAIT_WIDTHS, 300, PORTRAITS)).toEqual([]);
    // A 607 px wide crop (of a 1080 px tall photo) is sent whole, not only at 360 px.
    expect(widthsUpTo(MEDIA_PORTRAIT_WIDTHS, 607, PORTRAITS)).toEqual([360, 607]);
    expect(widthsUpTo(MEDIA_PORTRAIT_WIDTHS, 2000, PORTRAITS)).toEqual([...MEDIA_PORTRAIT_WIDTHS]);
    expect(widthsUpTo(MEDIA_WIDTHS, 1500, WIDTHS)).toEqual([320, 640, 960, 1280]);
  });
});
