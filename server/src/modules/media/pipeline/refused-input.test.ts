import { crc32 } from "node:zlib";
import sharp from "sharp";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../../../common/media";
import { imageFolder } from "../../../testing/image-fixtures";
import { MediaInputError, type MediaInputReason, processImage } from ".";

const CENTRE = { x: 0.5, y: 0.5 };
let folder: Awaited<ReturnType<typeof imageFolder>>;

beforeAll(async () => {
  folder = await imageFolder();
});
afterAll(() => folder.cleanup());

async function refusal(body: Buffer | string, name: string): Promise<MediaInputError> {
  const error: unknown = await processImage(await folder.file(body, name), CENTRE).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaInputError);
  return error as MediaInputError;
}

const expectRefused = async (body: Buffer | string, name: string, reason: MediaInputReason) =>
  expect(await refusal(body, name)).toMatchObject({ reason, message: MEDIA_MESSAGES[reason] });

describe("files the library refuses", () => {
  test("a renamed executable, a text file, a PDF and a TIFF are not supported images", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 0x90)]);
    await expectRefused(elf, "holiday.jpg", "unsupportedType");
    await expectRefused("Just some notes, not a picture.\n", "notes.png", "unsupportedType");
    await expectRefused(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
      "scan.webp",
      "unsupportedType",
    );
    await expectRefused(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .tiff()
        .toBuffer(),
      "x.jpg",
      "unsupportedType",
    );
  });

  test("a HEIC photo is refused with the advice to export JPEG", async () => {
    // An ISO media file branded as HEIC (what an iPhone saves); no HEVC encoder is at hand to make a real one.
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write("ftypheic", 4, "latin1");
    box.write("mif1heic", 16, "latin1");
    await expectRefused(box, "IMG_0001.HEIC", "heic");
  });

  test("a pixel bomb is refused from its header, before any decoding", async () => {
    const blankPng = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#fff" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    const bomb = await blankPng(8000, 8000);
    expect(8000 * 8000).toBeGreaterThan(MEDIA_LIMITS.maxPixels);
    const started = Date.now();
    await expectRefused(bomb, "big.png", "tooManyPixels");
    expect(Date.now() - started).toBeLessThan(3000);
    // Its first 200 bytes alone get the same answer, though decoding them fails, as it does for a small image's.
    await expectRefused(bomb.subarray(0, 200), "bomb-head.png", "tooManyPixels");
    await expectRefused((await blankPng(400, 300)).subarray(0, 200), "small-head.png", "unreadable");
    // A header claiming more pixels than sharp itself will open (about 268 million) is still a bomb, not a broken file.
    const huge = Buffer.from((await blankPng(400, 300)).subarray(0, 200));
    huge.writeUInt32BE(30_000, 16);
    huge.writeUInt32BE(30_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    await expectRefused(huge, "huge-head.png", "tooManyPixels");
  });

  test("a truncated or damaged JPEG is unreadable; stray bytes before its end marker are tolerated", async () => {
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    await expectRefused(photo.subarray(0, Math.floor(photo.length / 2)), "cut.jpg", "unreadable");
    await expectRefused(photo.subarray(0, 40), "stub.jpg", "unreadable");
    const stray = Buffer.concat([photo.subarray(0, -2), Buffer.from([1, 2, 3, 4]), photo.subarray(-2)]);
    await expect(processImage(await folder.file(stray, "edited.jpg"), CENTRE)).resolves.toMatchObject({ format: "JPEG", width: 600 });
  });
});
