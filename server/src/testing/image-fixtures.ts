import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** Strings a phone photo carries that must never reach a visitor. */
export const PRIVATE_MARKERS = ["GPSLatitude", "SN-4242-SECRET", "Exif\0\0"] as const;

const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="26,8.5N" exif:GPSLongitude="91,44.2E"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** An image split into two colours, left and right (or top and bottom). */
export function halves(width: number, height: number, first: string, second: string, split: "vertical" | "horizontal" = "vertical") {
  const [w, h] = split === "vertical" ? [Math.ceil(width / 2), height] : [width, Math.ceil(height / 2)];
  const half = { create: { width: w, height: h, channels: 3 as const, background: second } };
  return sharp({ create: { width, height, channels: 3, background: first } }).composite([
    { input: half, left: split === "vertical" ? width - w : 0, top: split === "vertical" ? 0 : height - h },
  ]);
}

/**
 * A phone photo as a camera stores it: 400x300 pixels, red on the left and blue on the right,
 * with EXIF orientation 6 (shown upright it is 300x400, red on top), GPS position, a camera serial
 * number and an XMP packet naming the position again.
 */
export async function phonePhoto(): Promise<Buffer> {
  const pixels = await halves(400, 300, "#ff0000", "#0000ff").png().toBuffer();
  return sharp(pixels)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Phone 15" },
      IFD2: { BodySerialNumber: "SN-4242-SECRET" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 8/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "91/1 44/1 12/1" },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .toBuffer();
}

/** A temporary folder for uploaded files; `cleanup` removes it. */
export async function imageFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), "media-test-"));
  let count = 0;
  return {
    async file(body: Buffer | string, name = `upload-${++count}`): Promise<string> {
      const filePath = path.join(dir, name);
      await writeFile(filePath, body);
      return filePath;
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The mean colour of an encoded image, as [r, g, b]. */
export async function meanColour(image: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(image).stats();
  return [channels[0].mean, channels[1].mean, channels[2].mean];
}
