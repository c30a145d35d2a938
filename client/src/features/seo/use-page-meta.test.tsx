import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderRoutes } from "../../testing/render-routes";
import { readMeta } from "./head-tags";
import { seoDefaultsMock } from "./testing/seo-fixtures";
import { DEFAULT_DESCRIPTION, usePageMeta, type PageMeta } from "./use-page-meta";

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return <p>page</p>;
}

/** A post that can be left, as navigating away from it would. */
function LeavablePost() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>leave</button>
      {open && <Page title="Bench Basics" description="Five mistakes." image="/images/bench.jpg" type="article" />}
    </>
  );
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");
/** Waits until the site defaults have arrived and been written. */
const settle = () => waitFor(() => expect(readMeta("og:site_name")).toBe("Test Barbell Club"));

describe("usePageMeta", () => {
  it("sets the title, description and canonical link of a page", async () => {
    renderRoutes([{ path: "/about", element: <Page title="About Us" description="Who we are." /> }], {
      path: "/about",
      mocks: [seoDefaultsMock],
    });
    await settle();
    expect(document.title).toBe("About Us | Test Barbell Club");
    expect(readMeta("description")).toBe("Who we are.");
    expect(canonical()).toBe("http://localhost/about");
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("falls back to the site's description", async () => {
    renderRoutes([{ path: "/", element: <Page fullTitle="Home title" /> }], { mocks: [seoDefaultsMock] });
    expect(readMeta("description")).toBe(DEFAULT_DESCRIPTION);
    await settle();
    expect(document.title).toBe("Home title");
    expect(readMeta("description")).toBe("The friendliest barbell club in Shillong.");
  });

  it("writes article social tags and puts the site defaults back on leaving", async () => {
    renderRoutes([{ path: "/blog/3", element: <LeavablePost /> }], { path: "/blog/3", mocks: [seoDefaultsMock] });
    await settle();
    expect(readMeta("og:title")).toBe("Bench Basics | Test Barbell Club");
    expect(readMeta("og:description")).toBe("Five mistakes.");
    expect(readMeta("og:image")).toBe("http://localhost/images/bench.jpg");
    expect(readMeta("og:image:width")).toBe("1200");
    expect(readMeta("og:image:height")).toBe("630");
    expect(readMeta("og:image:type")).toBe("image/jpeg");
    expect(readMeta("og:type")).toBe("article");
    expect(readMeta("twitter:card")).toBe("summary_large_image");
    expect(readMeta("twitter:title")).toBe("Bench Basics | Test Barbell Club");
    expect(readMeta("twitter:image")).toBe("http://localhost/images/bench.jpg");
    expect(readMeta("twitter:image:alt")).toBe("Bench Basics");
    expect(readMeta("og:image:alt")).toBe("Bench Basics");

    act(() => screen.getByRole("button", { name: "leave" }).click());
    expect(readMeta("description")).toBe("The friendliest barbell club in Shillong.");
    expect(readMeta("og:description")).toBe("The friendliest barbell club in Shillong.");
    expect(readMeta("og:image")).toBe("http://localhost/images/og-default.jpg");
    expect(readMeta("twitter:image")).toBe("http://localhost/images/og-default.jpg");
    expect(readMeta("twitter:image:alt")).toBe("Test Barbell Club");
    expect(readMeta("og:type")).toBe("website");
    expect(readMeta("og:image:width")).toBeNull();
  });

  it("never points the social image at an unsafe URL", async () => {
    renderRoutes([{ path: "/", element: <Page title="X" image="javascript:alert(1)" type="article" /> }], {
      mocks: [seoDefaultsMock],
    });
    await settle();
    expect(readMeta("og:image")).toBe("http://localhost/images/og-default.jpg");
  });
});
