import { startTestServer, type TestServer } from "../testing/test-server";

describe("server-rendered head for crawlers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
  });
  afterAll(() => server.close());

  const html = async (path: string) => {
    const response = await fetch(server.url + path, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };
  const metaContent = (text: string, key: string) =>
    text.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const jsonLd = (text: string) =>
    [...text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

  it.each([
    ["/", "Gym in Guwahati | Iron Warrior Fitness"],
    ["/about", "About Iron Warrior Fitness | Iron Warrior Fitness"],
    ["/blog", "Blog | Iron Warrior Fitness"],
    ["/subscription", "Membership Plans | Iron Warrior Fitness"],
    ["/contact", "Contact Us | Iron Warrior Fitness"],
    ["/privacy-policy", "Privacy Policy | Iron Warrior Fitness"],
    ["/terms-conditions", "Terms & Conditions | Iron Warrior Fitness"],
    ["/refund-policy", "Refund Policy | Iron Warrior Fitness"],
  ])("renders %s with its title, description, canonical and social tags", async (path, title) => {
    const { status, text } = await html(path);
    expect(status).toBe(200);
    expect(text).toContain(`<title>${title.replace("&", "&#38;")}</title>`);
    expect(text).toContain(`<link rel="canonical" href="${server.config.publicUrl}${path}" />`);
    expect(metaContent(text, "description")!.length).toBeGreaterThan(20);
    expect(metaContent(text, "og:image")).toMatch(/^http:\/\/.+\.jpg$/);
    expect(metaContent(text, "og:image:width")).toBe("1200");
    expect(metaContent(text, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(text, "twitter:image:alt")).toBe("Iron Warrior Fitness");
    expect(text).not.toContain("client index</title>");
  });

  it("describes the gym as an ExerciseGym with address, phone, hours and price range on the home page", async () => {
    const [gym] = jsonLd((await html("/")).text);
    expect(gym).toMatchObject({
      "@type": "ExerciseGym", name: "Iron Warrior Fitness", telephone: "+91 98640 12345", email: "hello@ironwarriorfitness.in",
      address: { addressLocality: "Guwahati" }, priceRange: "₹1,200 - ₹15,000",
    });
    expect(gym.openingHoursSpecification).toHaveLength(6);
    expect(gym.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: "https://schema.org/Monday", opens: "06:00", closes: "22:00" });
  });

  it("lists an Offer per plan in INR on /subscription", async () => {
    const [catalog] = jsonLd((await html("/subscription")).text);
    expect(catalog.itemListElement).toHaveLength(9);
    expect(catalog.itemListElement[0]).toMatchObject({ "@type": "Offer", name: "STUDENT", price: 1200, priceCurrency: "INR" });
  });

  it("gives a post its own title, excerpt, image and BlogPosting", async () => {
    const { data } = await server.graphql(`{ blogPosts { id title excerpt image } }`);
    const post = data!.blogPosts[0];
    const { text } = await html(`/blog/${post.id}`);
    expect(metaContent(text, "og:type")).toBe("article");
    expect(metaContent(text, "og:image")).toBe(`${server.config.publicUrl}${post.image}`);
    expect(metaContent(text, "og:image:type")).toBe("image/jpeg");
    expect(metaContent(text, "description")).toBe(post.excerpt);
    expect(metaContent(text, "twitter:image:alt")).toBe(post.title);
    expect(jsonLd(text)[0]).toMatchObject({ "@type": "BlogPosting", headline: post.title, datePublished: "2026-10-20" });
    expect(text).toContain(`<link rel="preload" as="image" href="${post.image}" fetchpriority="high" />`);
  });

  it("keeps every post's <title> within 70 characters: a long headline drops the site's name", async () => {
    const { data } = await server.graphql(`{ blogPosts { id title } }`);
    const long = data!.blogPosts.find((post: { title: string }) => post.title.startsWith("Training Through the Monsoon"))!;
    const { text } = await html(`/blog/${long.id}`);
    const title = text.match(/<title>([^<]*)<\/title>/)![1];
    expect(title).toBe(long.title);
    expect(title.length).toBeLessThanOrEqual(70);
    for (const post of data!.blogPosts) {
      const page = await html(`/blog/${post.id}`);
      expect(page.text.match(/<title>([^<]*)<\/title>/)![1].length).toBeLessThanOrEqual(70);
    }
  });

  it("dates a post's last change from the post itself: its publication when seeded, its edit afterwards", async () => {
    const { data } = await server.graphql(`{ blogPosts { id date title excerpt content image author } }`);
    const { id, date, ...post } = data!.blogPosts[1];
    const modified = async () => jsonLd((await html(`/blog/${id}`)).text)[0].dateModified as string;
    expect((await modified()).slice(0, 10)).toBe(date);
    const admin = await server.account({ role: "admin" as never });
    const before = Date.now();
    const edit = await server.graphql(
      "mutation ($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }",
      { id, input: { ...post, title: `${post.title} (revised)` } },
      admin.token,
    );
    expect(edit.errors).toBeUndefined();
    expect(new Date(await modified()).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("preloads the hero image on the home page only", async () => {
    const { data } = await server.graphql(`{ hero { image } }`);
    expect((await html("/")).text).toContain(`<link rel="preload" as="image" href="${data!.hero.image}" fetchpriority="high" />`);
    expect((await html("/about")).text).not.toContain('rel="preload" as="image"');
  });

  it("escapes every value, in attributes and in structured data", async () => {
    const hostile = `</script><script>alert("x")</script> & "quotes" <b>`;
    await server.database.dataSource.query("UPDATE blog_posts SET title = ?, excerpt = ?", [hostile, hostile]);
    await server.services.responseCache.invalidate(); // as an admin's edit would
    const { data } = await server.graphql(`{ blogPosts { id } }`);
    const { text } = await html(`/blog/${data!.blogPosts[0].id}`);
    expect(text).not.toContain("<script>alert");
    expect(text).not.toContain('"quotes"');
    expect(jsonLd(text)[0].headline).toBe(hostile);
  });

  it("redirects an unknown post to /blog and answers an unknown path with 404", async () => {
    expect(await html("/blog/99999")).toMatchObject({ status: 302, location: "/blog" });
    expect(await html("/blog/not-a-number")).toMatchObject({ status: 302, location: "/blog" });
    const missing = await html("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("Page not found");
    expect(metaContent(missing.text, "robots")).toBe("noindex");
  });

  it("keeps private pages out of search results", async () => {
    for (const path of ["/login", "/profile", "/admin", "/admin/users"]) {
      expect(metaContent((await html(path)).text, "robots")).toBe("noindex");
    }
  });
});
