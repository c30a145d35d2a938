import { generateSync } from "otplib";
import sharp from "sharp";
import { MEDIA_LIMITS, MEDIA_MESSAGES, SOCIAL_IMAGE } from "../../../../common/media";
import { CSRF_COOKIE } from "../../../../common/session-cookies";
import { MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { EXIF_MARKER, phonePhoto, pictureUrls, pixelBomb, uploadFile } from "../../testing/media-uploads";

const PICTURE = `src width height alt srcset sources { type srcset } portraitSources { type srcset } portraitWidth portraitHeight
  focalX focalY placeholder dominantColor social { url width height type }`;
const ITEM = `query ($id: Int!) { mediaItem(id: $id) { id key name alt format width height bytes focalX focalY url picture { ${PICTURE} } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

describe.each(testDatabaseKinds())("POST /api/media on %s", (kind) => {
  let server: TestServer;
  let admin: { token: string };
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.account({ role: "admin" as never });
  });
  afterAll(() => server.close());

  it("stores a phone photo's variants without its EXIF or GPS, readable through GraphQL and served by URL", async () => {
    const photo = await phonePhoto();
    expect(photo.includes(EXIF_MARKER)).toBe(true);
    const answer = await uploadFile(
      server,
      { bytes: photo, name: " gym-floor.jpg ", type: "application/octet-stream" },
      { token: admin.token, fields: { alt: "The gym floor at dawn", focal_x: "0.8", focal_y: "0.4" } },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: MEDIA_MESSAGES.uploaded,
      data: { name: "gym-floor.jpg", alt: "The gym floor at dawn", format: "JPEG", width: 1400, height: 900, bytes: photo.length },
    });
    expect(answer.body.data.url).toMatch(new RegExp(`^/media/${answer.body.data.key}/w\\d+\\.[0-9a-f]{8}\\.jpg$`));

    const read = await server.graphql(ITEM, { id: answer.body.data.id }, admin.token);
    expect(read.errors).toBeUndefined();
    const item = read.data!.mediaItem;
    expect(item).toMatchObject({ id: answer.body.data.id, url: item.picture.src, focalX: 0.8, focalY: 0.4, alt: "The gym floor at dawn" });
    expect(item.picture.sources.map((s: { type: string }) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(item.picture.social).toMatchObject({ width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, type: SOCIAL_IMAGE.type });

    const urls = pictureUrls(item.picture);
    expect(urls.length).toBeGreaterThan(6);
    for (const url of urls) {
      const response = await fetch(`${server.url}${url}`);
      expect([url, response.status]).toEqual([url, 200]);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.includes(EXIF_MARKER)).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    const audit = await server.graphql(`{ auditLog { action summary } }`, undefined, admin.token);
    expect(audit.data!.auditLog[0]).toEqual({ action: "media.upload", summary: 'Uploaded "gym-floor.jpg"' });
    const social = await sharp(Buffer.from(await (await fetch(`${server.url}${item.picture.social.url}`)).arrayBuffer())).metadata();
    expect(social).toMatchObject({ format: "jpeg", width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height });
  });

  it("answers the same bytes uploaded again with the existing item", async () => {
    const photo = await phonePhoto(800, 600, "#225588");
    const first = await uploadFile(server, { bytes: photo, name: "a.jpg" }, { token: admin.token, fields: { alt: "Blue" } });
    const again = await uploadFile(server, { bytes: photo, name: "b.jpg" }, { token: admin.token });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const page = await server.graphql(`{ mediaItems(search: "Blue") { total items { id } } }`, undefined, admin.token);
    expect(page.data!.mediaItems).toEqual({ total: 1, items: [{ id: first.body.data.id }] });
  });

  it("refuses a renamed executable, a pixel bomb, bad details, a missing file and a file over the byte cap, storing nothing", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(4000, 7)]);
    const renamed = await uploadFile(server, { bytes: elf, name: "holiday.jpg", type: "image/jpeg" }, { token: admin.token });
    expect(renamed).toEqual({ status: 415, body: { success: false, message: MEDIA_MESSAGES.unsupportedType, data: null } });

    const bomb = await uploadFile(server, { bytes: await pixelBomb(), name: "poster.png", type: "image/png" }, { token: admin.token });
    expect(bomb).toEqual({ status: 413, body: { success: false, message: MEDIA_MESSAGES.tooManyPixels, data: null } });

    const photo = await phonePhoto(320, 240, "#123456");
    const badFocal = await uploadFile(server, { bytes: photo, name: "f.jpg" }, { token: admin.token, fields: { focal_x: "2" } });
    expect(badFocal).toMatchObject({
      status: 400,
      body: { message: MEDIA_MESSAGES.focalPointInvalid, errors: { focal_x: MEDIA_MESSAGES.focalPointInvalid } },
    });
    const longAlt = await uploadFile(
      server,
      { bytes: photo, name: "f.jpg" },
      { token: admin.token, fields: { alt: "a".repeat(MEDIA_LIMITS.altMax + 1) } },
    );
    expect(longAlt).toMatchObject({ status: 400, body: { errors: { alt: MEDIA_MESSAGES.altTooLong } } });

    const missing = await uploadFile(server, null, { token: admin.token, fields: { alt: "Nothing" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      message: MEDIA_MESSAGES.fileRequired,
      errors: { file: MEDIA_MESSAGES.fileRequired },
    });

    // The real cap, once: one byte over it.
    const oversized = Buffer.alloc(MEDIA_LIMITS.maxBytes + 1, 0xff);
    const tooLarge = await uploadFile(server, { bytes: oversized, name: "huge.jpg" }, { token: admin.token });
    expect(tooLarge).toEqual({ status: 413, body: { success: false, message: MEDIA_MESSAGES.tooLarge, data: null } });

    const count = await server.graphql(`{ mediaItems(search: "huge") { total } }`, undefined, admin.token);
    expect(count.data!.mediaItems.total).toBe(0);
  });

  it("refuses anonymous callers, members and a cookie-signed upload without its CSRF token", async () => {
    const photo = await phonePhoto(320, 240, "#336633");
    const anonymous = await uploadFile(server, { bytes: photo, name: "x.jpg" });
    expect(anonymous).toMatchObject({ status: 401, body: { success: false, message: MESSAGES.notSignedIn } });
    const member = await server.account();
    const asMember = await uploadFile(server, { bytes: photo, name: "x.jpg" }, { token: member.token });
    expect(asMember).toMatchObject({ status: 403, body: { success: false, message: MESSAGES.forbidden } });

    const owner = await server.account({ role: "admin" as never });
    const login = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { email: owner.user.email, password: owner.password, otp: generateSync({ secret: owner.totpSecret! }) } },
      }),
    });
    const pairs = login.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    const cookie = pairs.join("; ");
    const csrf = pairs.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))!.split("=")[1];
    const forged = await uploadFile(server, { bytes: photo, name: "x.jpg" }, { headers: { cookie } });
    expect(forged).toMatchObject({ status: 403, body: { message: MESSAGES.csrfRefused } });
    const signed = await uploadFile(server, { bytes: photo, name: "x.jpg" }, { headers: { cookie, "x-csrf-token": csrf } });
    expect(signed.status).toBe(201);
  });

  it("limits each admin to the uploads of one window, with Retry-After", async () => {
    const busy = await server.account({ role: "admin" as never });
    const photo = await phonePhoto(64, 48, "#101010");
    for (let i = 0; i < MEDIA_LIMITS.uploadsPerWindow; i++) {
      expect(
        (await uploadFile(server, { bytes: photo, name: "same.jpg" }, { token: busy.token, fields: { alt: "Same" } })).status,
      ).toBeLessThan(300);
    }
    const response = await fetch(`${server.url}/api/media`, { method: "POST", headers: { authorization: `Bearer ${busy.token}` } });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another admin's uploads are counted apart.
    expect((await uploadFile(server, { bytes: photo, name: "same.jpg" }, { token: admin.token })).status).toBe(200);
  });
});
