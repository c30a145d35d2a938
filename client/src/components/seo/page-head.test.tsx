import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderRoutes } from "../../testing/render-routes";
import { PageHead } from "./page-head";
import { headTagCounts, readMeta } from "./testing/read-head";
import { seoDefaultsData, seoDefaultsMock } from "./testing/seo-fixtures";

/** A post that can be left, as navigating away from it would. */
function LeavablePost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        leave
      </button>
      {open ? <PageHead title="Bench Basics" description="Five mistakes." image="/images/bench.jpg" type="article" /> : <PageHead />}
    </>
  );
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");
const settle = () => waitFor(() => expect(readMeta("og:site_name")).toBe("Test Barbell Club"));

describe("PageHead", () => {
  it("declares the title, description and canonical link once each", async () => {
    renderRoutes([{ path: "/about", element: <PageHead title="About Us" description="Who we are." /> }], {
      path: "/about",
      mocks: [seoDefaultsMock],
    });
    await settle();
    expect(document.title).toBe("About Us | Test Barbell Club");
    expect(readMeta("description")).toBe("Who we are.");
    expect(canonical()).toBe("http://localhost/about");
    expect(readMeta("robots")).toBeNull();
    for (const count of Object.values(headTagCounts())) expect(count).toBe(1);
  });

  it("gives an address with a trailing slash the same canonical link as the one without", async () => {
    renderRoutes([{ path: "/about", element: <PageHead title="About Us" /> }], { path: "/about/", mocks: [seoDefaultsMock] });
    await settle();
    expect(canonical()).toBe("http://localhost/about");
    expect(readMeta("og:url")).toBe("http://localhost/about");
  });

  it("titles an admin page from the route registry as '{page} | Admin Panel', kept out of search results", async () => {
    renderRoutes([{ path: "/admin/hero", element: <PageHead /> }], { path: "/admin/hero", mocks: [seoDefaultsMock] });
    await settle();
    expect(document.title).toBe("Hero Section | Admin Panel");
    expect(readMeta("robots")).toBe("noindex");
  });

  it("falls back to the site's description and featured image, claiming no size or type for a pasted address", async () => {
    renderRoutes([{ path: "/", element: <PageHead fullTitle="Home title" /> }], { mocks: [seoDefaultsMock] });
    await settle();
    expect(document.title).toBe("Home title");
    expect(readMeta("description")).toBe("The friendliest barbell club in Shillong.");
    expect(readMeta("og:image")).toBe("http://localhost/images/og-default.jpg");
    expect(readMeta("og:image:width")).toBeNull();
    expect(readMeta("og:image:height")).toBeNull();
    expect(readMeta("og:image:type")).toBeNull();
    expect(readMeta("twitter:image:alt")).toBe("Test Barbell Club");
  });

  it("announces a library featured image by its social card, with the card's true size and type", async () => {
    const social = {
      __typename: "SocialImage" as const,
      url: "/media/0123456789abcdef0123/social.1a2b3c4d.jpg",
      width: 1200,
      height: 630,
      type: "image/jpeg",
    };
    const featuredPicture = { __typename: "Picture" as const, social };
    const mock = { ...seoDefaultsMock, result: { data: { siteSettings: { ...seoDefaultsData.siteSettings, featuredPicture } } } };
    renderRoutes([{ path: "/", element: <PageHead fullTitle="Home title" /> }], { mocks: [mock] });
    await settle();
    expect(readMeta("og:image")).toBe("http://localhost/media/0123456789abcdef0123/social.1a2b3c4d.jpg");
    expect(readMeta("twitter:image")).toBe("http://localhost/media/0123456789abcdef0123/social.1a2b3c4d.jpg");
    expect([readMeta("og:image:width"), readMeta("og:image:height"), readMeta("og:image:type")]).toEqual(["1200", "630", "image/jpeg"]);
  });

  it("prefers the page's own library image to the featured one", async () => {
    const social = {
      __typename: "SocialImage" as const,
      url: "/media/aaaaaaaaaaaaaaaaaaaa/social.deadbeef.jpg",
      width: 1200,
      height: 630,
      type: "image/jpeg",
    };
    renderRoutes(
      [{ path: "/blog/:id", element: <PageHead title="Bench" image="/media/aaaaaaaaaaaaaaaaaaaa/w1920.cafe1234.jpg" social={social} /> }],
      {
        path: "/blog/3",
        mocks: [seoDefaultsMock],
      },
    );
    await settle();
    expect(readMeta("og:image")).toBe("http://localhost/media/aaaaaaaaaaaaaaaaaaaa/social.deadbeef.jpg");
    expect(readMeta("og:image:height")).toBe("630");
    expect(readMeta("og:image:alt")).toBe("Bench");
  });

  it("writes article social tags and puts the site defaults back on leaving", async () => {
    renderRoutes([{ path: "/blog/:id", element: <LeavablePost /> }], { path: "/blog/3", mocks: [seoDefaultsMock] });
    await settle();
    expect(readMeta("og:title")).toBe("Bench Basics | Test Barbell Club");
    expect(readMeta("og:description")).toBe("Five mistakes.");
    expect(readMeta("og:image")).toBe("http://localhost/images/bench.jpg");
    expect(readMeta("og:image:height")).toBeNull();
    expect(readMeta("og:type")).toBe("article");
    expect(readMeta("twitter:card")).toBe("summary_large_image");
    expect(readMeta("twitter:image")).toBe("http://localhost/images/bench.jpg");
    expect(readMeta("og:image:alt")).toBe("Bench Basics");

    act(() => screen.getByRole("button", { name: "leave" }).click());
    expect(readMeta("description")).toBe("The friendliest barbell club in Shillong.");
    expect(readMeta("og:image")).toBe("http://localhost/images/og-default.jpg");
    expect(readMeta("twitter:image:alt")).toBe("Test Barbell Club");
    expect(readMeta("og:type")).toBe("website");
    for (const count of Object.values(headTagCounts())) expect(count).toBe(1);
  });

  it("keeps a long headline within 70 characters by dropping the site's name", async () => {
    const headline = "Training Through the Monsoon: How to Keep Your Routine When It Pours";
    renderRoutes([{ path: "/", element: <PageHead title={headline} /> }], { mocks: [seoDefaultsMock] });
    await settle();
    expect(document.title).toBe(headline);
  });

  it("never points the social image at an unsafe URL", async () => {
    renderRoutes([{ path: "/", element: <PageHead title="X" image="javascript:alert(1)" type="article" /> }], {
      mocks: [seoDefaultsMock],
    });
    await settle();
    expect(readMeta("og:image")).toBe("http://localhost/images/og-default.jpg");
  });

  it("takes a private page's title from the route registry and keeps it out of search results", async () => {
    renderRoutes([{ path: "/login", element: <PageHead /> }], { path: "/login", mocks: [seoDefaultsMock] });
    await settle();
    expect(document.title).toBe("Sign In | Test Barbell Club");
    expect(readMeta("robots")).toBe("noindex");
  });

  it("replaces the head a server sent without a body, so no tag is left twice", async () => {
    document.head.innerHTML =
      '<title data-server-head>Sign In | Old</title><meta data-server-head name="description" content="old"><meta name="keep" content="x">';
    renderRoutes([{ path: "/login", element: <PageHead /> }], { path: "/login", mocks: [seoDefaultsMock] });
    await settle();
    expect(document.title).toBe("Sign In | Test Barbell Club");
    expect(readMeta("description")).toBe("The friendliest barbell club in Shillong.");
    for (const count of Object.values(headTagCounts())) expect(count).toBe(1);
    expect(readMeta("keep")).toBe("x");
  });

  it("removes only the server's tags that React wrote again, leaving the rest of the server's head", async () => {
    document.head.innerHTML =
      '<title data-server-head>About Us | Old</title><link data-server-head rel="canonical" href="http://localhost/about">' +
      '<link data-server-head rel="preload" as="image" href="/images/about.jpg">';
    renderRoutes([{ path: "/about", element: <PageHead title="About Us" /> }], { path: "/about", mocks: [seoDefaultsMock] });
    await settle();
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(document.title).toBe("About Us | Test Barbell Club");
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="preload"]')).toHaveAttribute("href", "/images/about.jpg");
  });
});
