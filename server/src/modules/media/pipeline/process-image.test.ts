import sharp from "sharp";
import { MEDIA_WIDTHS, SOCIAL_IMAGE } from "../../../../../common/media";
import { halves, imageFolder, meanColour, phonePhoto, PRIVATE_MARKERS } from "../../../testing/image-fixtures";
import { processImage, recropImage, type EncodedVariant, type ProcessedImage } from ".";

const CENTRE = { x: 0.5, y: 0.5 };
let folder: Awaited<ReturnType<typeof imageFolder>>;

beforeAll(async () => {
  folder = await imageFolder();
});
afterAll(() => folder.cleanup());

const ofRole = (image: ProcessedImage | EncodedVariant[], role: EncodedVariant["role"]) =>
  (Array.isArray(image) ? image : image.variants).filter((v) => v.role === role);

async function band(body: Buffer, part: "top" | "bottom") {
  const { width, height } = await sharp(body).metadata();
  const h = Math.floor(height / 4);
  return meanColour(
    await sharp(body)
      .extract({ left: 0, top: part === "top" ? 0 : height - h, width, height: h })
      .png()
      .toBuffer(),
  );
}

const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;

describe("processImage", () => {
  test("a phone photo comes out upright, with no EXIF, GPS, serial number or XMP in any file", async () => {
    const photo = await phonePhoto();
    for (const marker of PRIVATE_MARKERS) expect(photo.includes(marker)).toBe(true);

    const image = await processImage(await folder.file(photo), CENTRE);

    expect(image).toMatchObject({ format: "JPEG", width: 300, height: 400, hasAlpha: false });
    const placeholder = Buffer.from(image.placeholder.replace(/^data:image\/webp;base64,/, ""), "base64");
    for (const { file, body } of [...image.variants, { file: "placeholder", body: placeholder }]) {
      const { exif, xmp, iptc, orientation } = await sharp(body).metadata();
      expect({ file, exif, xmp, iptc, orientation }).toEqual({
        file,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      for (const marker of PRIVATE_MARKERS) expect(body.includes(marker)).toBe(false);
    }
    const [variant] = ofRole(image, "width").filter((v) => v.format === "jpeg");
    expect(variant).toMatchObject({ width: 300, height: 400 });
    expect(isRed(await band(variant.body, "top"))).toBe(true);
    expect(isBlue(await band(variant.body, "bottom"))).toBe(true);
  });

  test("width variants in AVIF, WebP and JPEG stop at the original's width; a small image keeps its own", async () => {
    const wide = await processImage(await folder.file(await halves(1000, 600, "#336699", "#996633").jpeg().toBuffer()), CENTRE);
    const widths = ofRole(wide, "width").map((v) => `${v.width}x${v.height} ${v.format} ${v.file.split(".")[0]}`);
    expect(widths.sort()).toEqual(
      MEDIA_WIDTHS.filter((w) => w <= 1000)
        .flatMap((w) => ["avif", "webp", "jpeg"].map((f) => `${w}x${Math.round((w * 600) / 1000)} ${f} w${w}`))
        .sort(),
    );
    for (const v of ofRole(wide, "width")) {
      const meta = await sharp(v.body).metadata();
      expect([meta.width, meta.height, v.bytes, v.contentType]).toEqual([v.width, v.height, v.body.length, `image/${v.format}`]);
      expect(v.file).toMatch(new RegExp(`^w${v.width}\\.[0-9a-f]{8}\\.(avif|webp|jpg)$`));
    }
    const master = ofRole(wide, "master");
    expect(master).toMatchObject([{ format: "webp", width: 1000, height: 600 }]);

    const small = await processImage(await folder.file(await halves(200, 100, "#336699", "#996633").png().toBuffer()), CENTRE);
    expect(ofRole(small, "width").map((v) => [v.width, v.height, v.format])).toEqual([
      [200, 100, "avif"],
      [200, 100, "webp"],
      [200, 100, "jpeg"],
    ]);
    expect(ofRole(small, "portrait")).toEqual([]);
  });

  test("a transparent PNG logo gets a PNG fallback and keeps its alpha; an opaque one gets JPEG", async () => {
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 200, height: 100, channels: 4, background: "#ff0000" } }, left: 100, top: 50 }])
      .png()
      .toBuffer();
    const image = await processImage(await folder.file(logo), CENTRE);
    expect(image.hasAlpha).toBe(true);
    expect(ofRole(image, "width").map((v) => v.format)).toEqual(["avif", "webp", "png"]);
    for (const v of [...ofRole(image, "width"), ...ofRole(image, "master")]) {
      if (v.format !== "avif") expect((await sharp(v.body).metadata()).hasAlpha).toBe(true);
    }
    const social = ofRole(image, "social")[0];
    const corner = await meanColour(await sharp(social.body).extract({ left: 0, top: 0, width: 50, height: 50 }).png().toBuffer());
    expect(corner.every((c) => c > 245)).toBe(true);

    const opaque = await sharp({ create: { width: 400, height: 200, channels: 4, background: "#00ff00" } })
      .png()
      .toBuffer();
    const flat = await processImage(await folder.file(opaque), CENTRE);
    expect(flat.hasAlpha).toBe(false);
    expect(ofRole(flat, "width").map((v) => v.format)).toEqual(["avif", "webp", "jpeg"]);
  });

  test("an animated GIF becomes its first frame", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#ff0000"), await frame("#00ff00")], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const image = await processImage(await folder.file(gif), CENTRE);

    expect(image).toMatchObject({
      format: "GIF",
      width: 320,
      height: 240,
      dominantColor: expect.stringMatching(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/),
    });
    const jpeg = ofRole(image, "width").find((v) => v.format === "jpeg")!;
    expect(isRed(await meanColour(jpeg.body))).toBe(true);
  });

  test("an AVIF upload is read and gets every variant", async () => {
    const avif = await halves(800, 600, "#ff0000", "#0000ff").avif().toBuffer();
    const image = await processImage(await folder.file(avif), CENTRE);
    expect(image).toMatchObject({ format: "AVIF", width: 800, height: 600 });
    expect(ofRole(image, "width").map((v) => v.width)).toEqual([320, 320, 320, 640, 640, 640]);
    expect(ofRole(image, "social")).toHaveLength(1);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  test("the social card is a 1200x630 JPEG cropped around the focal point, and a re-crop follows it", async () => {
    const file = await folder.file(await halves(2800, 1000, "#ff0000", "#0000ff").jpeg().toBuffer());
    const left = await processImage(file, { x: 0.05, y: 0.5 });
    const right = await processImage(file, { x: 0.95, y: 0.5 });

    // The item keeps the original's size; its master is at most 2560 px wide.
    expect([left.width, left.height]).toEqual([2800, 1000]);
    expect(ofRole(left, "master")).toMatchObject([{ width: 2560, height: 914 }]);
    for (const image of [left, right]) {
      const [social] = ofRole(image, "social");
      const meta = await sharp(social.body).metadata();
      expect([meta.format, meta.width, meta.height, social.contentType]).toEqual([
        "jpeg",
        SOCIAL_IMAGE.width,
        SOCIAL_IMAGE.height,
        SOCIAL_IMAGE.type,
      ]);
      expect(social.file).toMatch(/^social\.[0-9a-f]{8}\.jpg$/);
    }
    const [lr, lg, lb] = await meanColour(ofRole(left, "social")[0].body);
    const [rr, rg, rb] = await meanColour(ofRole(right, "social")[0].body);
    expect(lr).toBeGreaterThan(lb * 1.3);
    expect(rb).toBeGreaterThan(rr * 1.3);
    expect(lg + rg).toBeLessThan(40);
    // Portrait crops (9:16) follow the focal point too: at the far left they are all red.
    for (const v of ofRole(left, "portrait")) {
      expect(v.height * 9).toBe(v.width * 16);
      expect(isRed(await meanColour(v.body))).toBe(true);
    }
    // The crop of the 914 px tall master is also kept whole (513 px, the widest exact 9:16 inside it).
    const names = ofRole(left, "portrait").map((v) => v.file.split(".")[0]);
    expect(names).toEqual(["p360", "p360", "p360", "p513", "p513", "p513"]);

    const master = ofRole(left, "master")[0].body;
    const recropped = await recropImage(master, { x: 0.95, y: 0.5 });
    expect(recropped.map((v) => v.role).sort()).toEqual([...Array.from({ length: 6 }, () => "portrait"), "social"]);
    expect(isBlue(await meanColour(ofRole(recropped, "portrait")[0].body))).toBe(true);
    const [sr, , sb] = await meanColour(ofRole(recropped, "social")[0].body);
    expect(sb).toBeGreaterThan(sr * 1.3);
    expect(await recropImage(master, CENTRE, { portrait: false })).toMatchObject([{ role: "social", width: 1200, height: 630 }]);
  });

  test("uploads processed at the same time each get their own, complete set of files", async () => {
    const sizes = [
      [700, 500],
      [500, 700],
      [330, 200],
    ] as const;
    const files = await Promise.all(
      sizes.map(([w, h]) =>
        halves(w, h, "#ff0000", "#0000ff")
          .jpeg()
          .toBuffer()
          .then((b) => folder.file(b)),
      ),
    );
    const images = await Promise.all(files.map((file) => processImage(file, CENTRE)));
    expect(images.map((image) => [image.width, image.height, ofRole(image, "width").length, image.variants.length])).toEqual([
      [700, 500, 6, 8],
      [500, 700, 3, 8],
      [330, 200, 3, 5],
    ]);
  });
});
