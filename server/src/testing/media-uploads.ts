import sharp from "sharp";
import type { TestServer } from "./test-server";

/** Written into the test photo's EXIF beside its GPS position; no served byte may carry it. */
export const EXIF_MARKER = "CAMERA-SERIAL-IWF-4711";

/** A phone photo as it arrives: JPEG with a camera serial and the GPS position of the gym in its EXIF. */
export function phonePhoto(width = 1400, height = 900, colour = "#aa5522"): Promise<Buffer> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/>` +
      `<circle cx="${width * 0.8}" cy="${height * 0.4}" r="${height / 5}" fill="#fff"/></svg>`,
  );
  return sharp(stripes)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER, Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 11/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "91/1 46/1 5/1" },
    })
    .toBuffer();
}

export interface UploadAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the REST envelope, read by path in tests
  body: { success: boolean; message: string; data: any; errors?: Record<string, string> };
}

/** `POST /api/media` as an integrator sends it: multipart through fetch, FormData and Blob. */
export async function uploadFile(
  server: TestServer,
  file: { bytes: Buffer; name: string; type?: string } | null,
  options: { token?: string; headers?: Record<string, string>; fields?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
  const response = await fetch(`${server.url}/api/media`, {
    method: "POST",
    body: form,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer["body"] };
}

/** Every URL a Picture names, so a test can fetch all of them. */
export function pictureUrls(picture: {
  src: string;
  srcset: string;
  sources: { srcset: string }[];
  portraitSources: { srcset: string }[];
  social: { url: string };
}): string[] {
  const fromSrcset = (srcset: string) => (srcset ? srcset.split(", ").map((entry) => entry.split(" ")[0] ?? "") : []);
  return [
    ...new Set([
      picture.src,
      picture.social.url,
      ...fromSrcset(picture.srcset),
      ...picture.sources.flatMap((s) => fromSrcset(s.srcset)),
      ...picture.portraitSources.flatMap((s) => fromSrcset(s.srcset)),
    ]),
  ];
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A small PNG whose header claims 8000x8000 pixels: a decompression bomb as the server first sees it. */
export async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  // IHDR follows the 8-byte signature: length (4), type (4), width (4), height (4), ..., CRC of type and data.
  png.writeUInt32BE(8_000, 16);
  png.writeUInt32BE(8_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
