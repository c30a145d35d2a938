import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MEDIA_MESSAGES, mediaInUse } from "../../../../common/media";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { AuditService } from "../audit/audit.service";
import { MediaItem } from "./media-item.entity";
import { MediaService } from "./media.service";
import { phonePhoto, uploadFile } from "../../testing/media-uploads";
import type { MediaStorage } from "./storage/media-storage";

const UPDATE = `mutation ($id: Int!, $input: UpdateMediaInput!) { updateMedia(id: $id, input: $input) {
  id alt focalX focalY picture { social { url } portraitSources { srcset } } usedBy { label path } } }`;
const DELETE = `mutation ($id: Int!) { deleteMedia(id: $id) }`;
const HERO = `mutation ($image: String!) { updateHero(input: { image: $image }) { image picture { src alt } } }`;
const POST = `mutation ($image: String!) { createBlogPost(input: { title: "Cover", excerpt: "E", content: "C", image: $image, author: "A" }) { id } }`;

async function storedKeys(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) if (key.startsWith(prefix)) keys.push(key);
  return keys;
}

describe.each(testDatabaseKinds())("the media library on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let colour = 0x102030;
  /** A new image each time, so no test sees another's duplicate. */
  const upload = async (alt?: string) => {
    colour += 0x0a0b0c;
    const bytes = await phonePhoto(900, 600, `#${(colour & 0xffffff).toString(16).padStart(6, "0")}`);
    const answer = await uploadFile(server, { bytes, name: "photo.jpg" }, { token, fields: alt ? { alt } : {} });
    expect(answer.status).toBe(201);
    return answer.body.data as { id: number; key: string; url: string };
  };
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());

  it("refuses to delete an image while the hero uses it, naming the hero; once replaced, its row and files go", async () => {
    const item = await upload("A coach spotting a squat");
    const hero = await server.graphql(HERO, { image: item.url }, token);
    expect(hero.data!.updateHero.picture).toEqual({ src: item.url, alt: "A coach spotting a squat" });
    // Anonymous answers are cached; an admin's change to the item empties the cache like any other admin write.
    const PUBLIC_HERO = `{ hero { picture { src alt sources { type } } } }`;
    const cached = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: PUBLIC_HERO }),
    });
    expect(cached.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(((await cached.json()) as { data: { hero: { picture: { src: string } } } }).data.hero.picture.src).toBe(item.url);
    await server.graphql(UPDATE, { id: item.id, input: { alt: "A coach spotting a back squat" } }, token);
    expect((await server.graphql(PUBLIC_HERO)).data!.hero.picture.alt).toBe("A coach spotting a back squat");

    const refused = await server.graphql(DELETE, { id: item.id }, token);
    expect(refused.errors![0]).toMatchObject({ message: mediaInUse(["Hero section"]), extensions: { code: "BAD_USER_INPUT" } });
    const used = await server.graphql(`query ($id: Int!) { mediaItem(id: $id) { usedBy { label path } } }`, { id: item.id }, token);
    expect(used.data!.mediaItem.usedBy).toEqual([{ label: "Hero section", path: "/admin/hero" }]);

    await server.graphql(HERO, { image: "/images/hero.jpg" }, token);
    expect((await server.graphql(`{ hero { picture { src } } }`)).data!.hero.picture).toBeNull();
    expect((await server.graphql(DELETE, { id: item.id }, token)).data!.deleteMedia).toBe(true);
    expect(await storedKeys(server.services.media.storage, `${item.key}/`)).toEqual([]);
    expect((await fetch(`${server.url}${item.url}`)).status).toBe(404);
  });

  it("names a blog post whose text links the image", async () => {
    const item = await upload("Chalked hands");
    const created = await server.graphql(
      `mutation ($content: String!) { createBlogPost(input: { title: "Grip", excerpt: "E", content: $content, image: "/images/blog-bench.jpg", author: "A" }) { id } }`,
      { content: `Chalk up.\n\n![Chalked hands](${item.url})` },
      token,
    );
    expect(created.errors).toBeUndefined();
    const refused = await server.graphql(DELETE, { id: item.id }, token);
    expect(refused.errors![0].message).toBe(mediaInUse(["Blog post: Grip"]));
  });

  it("refuses an image field pointing at an item without alt text, and alt text removed while it is shown", async () => {
    const item = await upload();
    const hero = await server.graphql(HERO, { image: item.url }, token);
    expect(hero.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { image: MEDIA_MESSAGES.altMissingOnPublicImage } });
    const post = await server.graphql(POST, { image: item.url }, token);
    expect(post.errors![0].extensions).toMatchObject({ fields: { image: MEDIA_MESSAGES.altMissingOnPublicImage } });
    const settings = await server.graphql(
      `mutation ($u: String!) { updateSiteSettings(input: { featuredImage: $u }) { id } }`,
      { u: item.url },
      token,
    );
    expect(settings.errors![0].extensions).toMatchObject({ fields: { featuredImage: MEDIA_MESSAGES.altMissingOnPublicImage } });

    // A favicon is never shown with a description.
    const favicon = await server.graphql(
      `mutation ($u: String!) { updateSiteSettings(input: { favicon: $u }) { favicon } }`,
      { u: item.url },
      token,
    );
    expect(favicon.errors).toBeUndefined();
    await server.graphql(`mutation { updateSiteSettings(input: { favicon: "/favicon.svg" }) { favicon } }`, undefined, token);

    await server.graphql(UPDATE, { id: item.id, input: { alt: "Rowing machines in a row" } }, token);
    expect((await server.graphql(POST, { image: item.url }, token)).errors).toBeUndefined();
    const cleared = await server.graphql(UPDATE, { id: item.id, input: { alt: " " } }, token);
    expect(cleared.errors![0].extensions).toMatchObject({ fields: { alt: MEDIA_MESSAGES.altRequired } });
  });

  it("re-crops the portrait and social images when the focal point moves, and removes the old crops", async () => {
    const item = await upload("Kettlebells");
    const before = (await server.graphql(UPDATE, { id: item.id, input: { name: "bells.jpg" } }, token)).data!.updateMedia;
    const moved = await server.graphql(UPDATE, { id: item.id, input: { focalX: 0.05, focalY: 0.9 } }, token);
    expect(moved.errors).toBeUndefined();
    const after = moved.data!.updateMedia;
    expect(after).toMatchObject({ focalX: 0.05, focalY: 0.9 });
    expect(after.picture.social.url).not.toBe(before.picture.social.url);
    expect((await fetch(`${server.url}${after.picture.social.url}`)).status).toBe(200);
    expect((await fetch(`${server.url}${before.picture.social.url}`)).status).toBe(404);

    // A logo (SVG) scales to any screen: a moved focal point re-crops its social card only.
    const logos = await server.graphql(`{ mediaItems(search: ".svg") { items { id format } } }`, undefined, token);
    const logo = logos.data!.mediaItems.items.find((entry: { format: string }) => entry.format === "SVG");
    const logoMoved = await server.graphql(UPDATE, { id: logo.id, input: { focalX: 0.2 } }, token);
    expect(logoMoved.data!.updateMedia.picture.portraitSources).toEqual([]);

    const outside = await server.graphql(UPDATE, { id: item.id, input: { focalX: 1.5 } }, token);
    expect(outside.errors![0].extensions).toMatchObject({ fields: { focalX: MEDIA_MESSAGES.focalPointInvalid } });
  });

  it("searches names and alt text whatever the case, newest first, a page at a time", async () => {
    const older = await upload("Sunrise over the SQUAT racks");
    const newer = await upload("Evening squat class");
    const byName = await server.graphql(`{ mediaItems(search: "PHOTO.J", limit: 1) { total items { id } } }`, undefined, token);
    expect(byName.data!.mediaItems.items).toHaveLength(1);
    expect(byName.data!.mediaItems.total).toBeGreaterThanOrEqual(2);
    const squat = await server.graphql(`{ mediaItems(search: "squat") { total items { id alt } } }`, undefined, token);
    expect(squat.data!.mediaItems).toEqual({
      total: 2,
      items: [
        { id: newer.id, alt: "Evening squat class" },
        { id: older.id, alt: "Sunrise over the SQUAT racks" },
      ],
    });
    const second = await server.graphql(`{ mediaItems(search: "squat", limit: 1, offset: 1) { items { id } } }`, undefined, token);
    expect(second.data!.mediaItems.items).toEqual([{ id: older.id }]);
    const wildcard = await server.graphql(`{ mediaItems(search: "%") { total } }`, undefined, token);
    expect(wildcard.data!.mediaItems.total).toBe(0);
  });

  it("looks up the pictures of a whole list in one query, and the seeded logos and social image are pictures", async () => {
    const lookups = jest.spyOn(server.services.media, "byKeys");
    const page = await server.graphql(`{ pictureList: blogPosts { picture { src } } }`);
    expect(page.errors).toBeUndefined();
    expect(page.data!.pictureList.filter((post: { picture: unknown }) => post.picture).length).toBeGreaterThanOrEqual(3);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();

    const settings = await server.graphql(`{ siteSettings { logoPicture { src srcset sources { type } alt }
      footerLogoPicture { src } featuredPicture { social { width height type } } } }`);
    expect(settings.data!.siteSettings).toEqual({
      logoPicture: {
        src: expect.stringMatching(/^\/media\/[0-9a-f]{20}\/image\.[0-9a-f]{8}\.svg$/),
        srcset: "",
        sources: [],
        alt: "Iron Warrior Fitness logo",
      },
      footerLogoPicture: { src: expect.stringMatching(/\.svg$/) },
      featuredPicture: { social: { width: 1200, height: 630, type: "image/jpeg" } },
    });
  });

  it("leaves no row and no file when storing fails half way", async () => {
    const real = server.services.media.storage;
    let puts = 0;
    const failing: MediaStorage = {
      ...real,
      put: async (key, body, type) => {
        if (++puts === 3) throw new Error("disk full");
        await real.put(key, body, type);
      },
      delete: (keys) => real.delete(keys),
      list: () => real.list(),
      get: (key) => real.get(key),
      close: () => Promise.resolve(),
    };
    const dataSource = server.database.dataSource;
    const media = new MediaService(dataSource, failing, new AuditService(dataSource));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "media-fail-")), "photo.jpg");
    writeFileSync(file, await phonePhoto(700, 500, "#445566"));
    const rowsBefore = await dataSource.getRepository(MediaItem).count();
    await expect(media.importFile(null, file, { name: "photo.jpg", alt: "Half" })).rejects.toThrow("disk full");
    expect(puts).toBeGreaterThanOrEqual(3);
    expect(await dataSource.getRepository(MediaItem).count()).toBe(rowsBefore);
    const everything: string[] = [];
    for await (const key of real.list()) everything.push(key);
    const known = new Set((await dataSource.getRepository(MediaItem).find()).map((row) => row.key));
    expect(everything.filter((key) => !known.has(key.split("/")[0]))).toEqual([]);
  });
});

describe("the media library on S3", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { s3: true });
  });
  afterAll(() => server.close());

  it("stores an upload's variants in the bucket, serves them, and deletes them with the item", async () => {
    const { token } = await server.account({ role: "admin" as never });
    const answer = await uploadFile(
      server,
      { bytes: await phonePhoto(640, 480, "#667788"), name: "s3.jpg" },
      { token, fields: { alt: "S3" } },
    );
    expect(answer.status).toBe(201);
    const { id, key, url } = answer.body.data as { id: number; key: string; url: string };
    expect((await storedKeys(server.services.media.storage, `${key}/`)).length).toBeGreaterThan(3);
    expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    expect((await server.graphql(DELETE, { id }, token)).data!.deleteMedia).toBe(true);
    expect(await storedKeys(server.services.media.storage, `${key}/`)).toEqual([]);
  });
});
