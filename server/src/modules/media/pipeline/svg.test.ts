import sharp from "sharp";
import { MEDIA_MESSAGES, SOCIAL_IMAGE } from "../../../../../common/media";
import { imageFolder, meanColour } from "../../../testing/image-fixtures";
import { MediaInputError, processImage, sanitizeSvgInWorker } from ".";
import { sanitizeSvg } from "./sanitize-svg";

const CENTRE = { x: 0.5, y: 0.5 };
const PIXEL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" onload="alert('load')">
  <style>@import url(http://evil.example/a.css); .bg { stroke: url(http://evil.example/p.svg#x); } .mark { fill: url(#grad); }</style>
  <script>alert('script')</script>
  <defs><linearGradient id="grad"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#ff0000"/></linearGradient></defs>
  <rect class="bg" width="120" height="60" fill="#ff0000" onclick="steal()" style="stroke: url('https://evil.example/s')"/>
  <rect class="mark" x="10" y="10" width="20" height="20" filter="url(http://evil.example/f.svg#blur)"/>
  <foreignObject width="120" height="60"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe></div></foreignObject>
  <image href="http://evil.example/track.png" width="1" height="1"/>
  <image xlink:href="file:///etc/passwd" width="1" height="1"/>
  <image href="${PIXEL}" x="100" width="1" height="1"/>
  <use xlink:href="#grad"/>
  <use href="https://evil.example/sprite.svg#icon"/>
  <a href="javascript:alert('link')"><circle cx="60" cy="30" r="5" fill="#ff0000"/></a>
</svg>`;

const FORBIDDEN = ["<script", "alert(", "onload", "onclick", "foreignObject", "iframe", "evil.example", "file:", "javascript:", "@import"];

let folder: Awaited<ReturnType<typeof imageFolder>>;

beforeAll(async () => {
  folder = await imageFolder();
});
afterAll(() => folder.cleanup());

describe("SVG uploads", () => {
  test("are stored sanitized: no script, handler, foreignObject or outside reference, the drawing intact", async () => {
    const image = await processImage(await folder.file(HOSTILE, "logo.svg"), CENTRE);

    expect(image).toMatchObject({ format: "SVG", width: 120, height: 60 });
    expect(image.variants.map((v) => v.role)).toEqual(["svg", "social", "master"]);
    const svg = image.variants[0];
    expect(svg).toMatchObject({ format: "svg", contentType: "image/svg+xml", width: 120, height: 60 });
    expect(svg.file).toMatch(/^image\.[0-9a-f]{8}\.svg$/);
    const text = svg.body.toString("utf8");
    for (const needle of FORBIDDEN) expect(text).not.toContain(needle);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).toContain('viewBox="0 0 120 60"');
    expect(text).toContain("url(#grad)");
    expect(text).toContain('xlink:href="#grad"');
    expect(text).toContain(PIXEL);
    expect(text).toContain('<circle cx="60" cy="30" r="5" fill="#ff0000"/>');

    const master = image.variants.find((v) => v.role === "master")!;
    expect(master).toMatchObject({ format: "webp", width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.width / 2 });
    const [r, g, b] = await meanColour(master.body);
    expect([r > 200, g < 60, b < 60]).toEqual([true, true, true]);
    const social = await sharp(image.variants.find((v) => v.role === "social")!.body).metadata();
    expect([social.format, social.width, social.height]).toEqual(["jpeg", SOCIAL_IMAGE.width, SOCIAL_IMAGE.height]);
  });

  test("are cleaned off the main thread: a large one does not hold up other requests", async () => {
    const shapes = Array.from(
      { length: 8000 },
      (_, i) => `<path d="M${i % 100} ${i % 50}h4v4z" fill="#${(i % 4096).toString(16).padStart(3, "0")}"/>`,
    );
    const large = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">${shapes.join("\n")}</svg>`;
    let longestPause = 0;
    let last = Date.now();
    const ticker = setInterval(() => {
      longestPause = Math.max(longestPause, Date.now() - last);
      last = Date.now();
    }, 20);
    try {
      const image = await processImage(await folder.file(large), CENTRE);
      expect(image.variants[0].body.toString("utf8").match(/<path /g)).toHaveLength(8000);
    } finally {
      clearInterval(ticker);
    }
    expect(longestPause).toBeLessThan(1500);
  });

  test("take their size from width and height when there is no viewBox, in pixels or physical units", async () => {
    const image = await processImage(
      await folder.file('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="24"><circle cx="12" cy="12" r="10"/></svg>'),
      CENTRE,
    );
    expect([image.width, image.height, image.hasAlpha]).toEqual([48, 24, true]);
    // Physical units: 1 cm is 28 px at 72 dpi; the master is still drawn at the social card's width.
    const printed = await processImage(
      await folder.file('<svg xmlns="http://www.w3.org/2000/svg" width="1cm" height="1cm"><rect width="9" height="9"/></svg>'),
      CENTRE,
    );
    expect([printed.width, printed.height]).toEqual([28, 28]);
    const master = printed.variants.find((v) => v.role === "master")!;
    expect([master.width >= SOCIAL_IMAGE.width, master.width < 1300, master.height === master.width]).toEqual([true, true, true]);
  });

  test("with nothing left to show once cleaned are refused, and broken XML is unreadable", async () => {
    const onlyScript =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><foreignObject><p>x</p></foreignObject></svg>';
    await expect(processImage(await folder.file(onlyScript), CENTRE)).rejects.toMatchObject({
      reason: "unsafeSvg",
      message: MEDIA_MESSAGES.unsafeSvg,
    });
    await expect(sanitizeSvgInWorker(onlyScript)).rejects.toEqual(new MediaInputError("unsafeSvg"));
    await expect(processImage(await folder.file('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'), CENTRE)).rejects.toMatchObject({
      reason: "unreadable",
      message: MEDIA_MESSAGES.unreadable,
    });
  });

  test("sanitizeSvg drops CSS that hides a reference behind escapes or image-set(), and gives a bare <svg> its namespace", () => {
    const escaped = sanitizeSvg(
      '<svg viewBox="0 0 4 4"><style>rect { fill: \\75 rl(http://x.example/) }</style><rect width="4" height="4"/></svg>',
    );
    expect(escaped).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><style/><rect width="4" height="4"/></svg>');
    const imageSet = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: red; background: image-set(\'http://x.example/a.png\' 1x)" width="4" height="4"/></svg>',
    );
    expect(imageSet).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect style="" width="4" height="4"/></svg>');
    expect(() => sanitizeSvg("<svg")).toThrow(MediaInputError);
  });

  test("from older Illustrator exports, with namespaces spelled as doctype entities, are read; an entity flood is not", () => {
    const illustrator = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg">
  <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
]>
<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 40 20"><rect width="40" height="20" fill="#f00"/></svg>`;
    expect(sanitizeSvg(illustrator)).toBe(
      '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 20"><rect width="40" height="20" fill="#f00"/></svg>',
    );
    const flood = `<!DOCTYPE svg [<!ENTITY a "${"x".repeat(200)}">]><svg xmlns="http://www.w3.org/2000/svg">${"&a;".repeat(10_000)}<rect/></svg>`;
    expect(() => sanitizeSvg(flood)).toThrow(expect.objectContaining({ reason: "unreadable" }));
  });
});
