import { clampFocal, cropPosition, focalAfterKey, PORTRAIT_ASPECT, SOCIAL_ASPECT } from "./focal-crop";

describe("cropPosition: the preview shows the crop the server cuts", () => {
  const landscape = { width: 4000, height: 2000 };

  it("centres the crop on the focal point and keeps it inside the edges", () => {
    // A 9:16 crop of a 4000x2000 image is 1125 px wide; 2875 px are left to slide along.
    expect(cropPosition(landscape, PORTRAIT_ASPECT, { x: 0.5, y: 0.5 })).toEqual({ x: 50, y: 50 });
    expect(cropPosition(landscape, PORTRAIT_ASPECT, { x: 0.05, y: 0.5 })).toEqual({ x: 0, y: 50 });
    expect(cropPosition(landscape, PORTRAIT_ASPECT, { x: 0.95, y: 0.5 })).toEqual({ x: 100, y: 50 });
    expect(cropPosition(landscape, PORTRAIT_ASPECT, { x: 0.25, y: 0.5 }).x).toBeCloseTo(((1000 - 562.5) / 2875) * 100);
  });

  it("slides vertically when the image is taller than the crop", () => {
    const tall = { width: 1200, height: 1800 };
    expect(cropPosition(tall, SOCIAL_ASPECT, { x: 0.9, y: 0 })).toEqual({ x: 50, y: 0 });
    expect(cropPosition(tall, SOCIAL_ASPECT, { x: 0.9, y: 1 })).toEqual({ x: 50, y: 100 });
  });
});

describe("focal point keys", () => {
  it("moves by a small step, a big one with Shift, and never leaves the image", () => {
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "ArrowRight", false)).toEqual({ x: 0.55, y: 0.5 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "ArrowDown", true)).toEqual({ x: 0.5, y: 0.7 });
    expect(focalAfterKey({ x: 0.02, y: 0.5 }, "ArrowLeft", false)).toEqual({ x: 0, y: 0.5 });
    expect(focalAfterKey({ x: 0.5, y: 0.5 }, "Enter", false)).toBeUndefined();
    expect(clampFocal({ x: 1.4, y: -0.2 })).toEqual({ x: 1, y: 0 });
  });
});
