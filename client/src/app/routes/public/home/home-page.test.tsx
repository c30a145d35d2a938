import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { HomePageDocument } from "../../../../graphql/generated";
import { homePageData, homePageMock } from "../../../../testing/fixtures";
import { renderRoutes } from "../../../../testing/render-routes";
import { seoDefaultsMock } from "../../../../components/seo/testing/seo-fixtures";
import { HomePage } from "./home-page";
import { HOME_PLAN_COUNT, HOME_POST_COUNT } from "../../../../../../common/validation/limits";
import { artDirectedPhoto } from "../../../../testing/picture-fixtures";

const renderHome = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/", element: <HomePage /> }], { mocks: [seoDefaultsMock, ...mocks] });

const failingMock: MockLink.MockedResponse = {
  request: { query: HomePageDocument, variables: { planCount: HOME_PLAN_COUNT, postCount: HOME_POST_COUNT } },
  error: new Error("Network down"),
};

describe("HomePage", () => {
  it("shows a loading state until the content arrives", async () => {
    renderHome([homePageMock()]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "Forge Your Strength" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the hero from the site content with its two buttons", async () => {
    renderHome([homePageMock()]);
    expect(await screen.findByText("Coached training for every level.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Training at Test Barbell Club" })).toHaveAttribute("src", "/images/hero.jpg");
    expect(screen.getByRole("link", { name: "View Memberships" })).toHaveAttribute("href", "/subscription");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    // The head waits for the site defaults, a query of its own.
    await waitFor(() => expect(document.title).toBe("Test Barbell Club | Gym in Shillong"));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost/");
  });

  it("shows a library hero responsively: the 9:16 crop on phones, never lazily, with the item's alt text", async () => {
    renderHome([homePageMock({ ...homePageData, hero: { ...homePageData.hero, picture: artDirectedPhoto } })]);
    const image = await screen.findByRole("img", { name: "A lifter chalks up before a deadlift" });
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("loading");
    expect(image).toHaveAttribute("src", artDirectedPhoto.src);
    const sources = [...image.parentElement!.querySelectorAll("source")].map((source) => [source.media || "any", source.type]);
    expect(sources).toEqual([
      ["(max-width: 640px)", "image/avif"],
      ["(max-width: 640px)", "image/webp"],
      ["(max-width: 640px)", "image/jpeg"],
      ["any", "image/avif"],
      ["any", "image/webp"],
    ]);
    // The focal point (a quarter from the left) stays in view: at the crop's centre on phones, off-centre on wide screens.
    expect(image.style.getPropertyValue("--focus")).toBe("25% 40%");
    expect(image.style.getPropertyValue("--portrait-focus")).toBe("50% 40%");
  });

  it("keeps a subject near the image's edge in view on phones, where the crop cannot centre it", async () => {
    const nearEdge = { ...artDirectedPhoto, focalX: 0.05 };
    renderHome([homePageMock({ ...homePageData, hero: { ...homePageData.hero, picture: nearEdge } })]);
    const image = await screen.findByRole("img", { name: "A lifter chalks up before a deadlift" });
    // The 9:16 crop of a 1280x853 image is 480 px wide and starts at the left edge: 64 px in is 13.3%.
    expect(image.style.getPropertyValue("--portrait-focus")).toBe("13.3% 40%");
    expect(image.style.getPropertyValue("--focus")).toBe("5% 40%");
  });

  it("preloads the hero's AVIF for phones and for wider screens from the head", async () => {
    renderHome([homePageMock({ ...homePageData, hero: { ...homePageData.hero, picture: artDirectedPhoto } })]);
    await screen.findByRole("heading", { level: 1, name: "Forge Your Strength" });
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      media: link.getAttribute("media"),
      type: link.getAttribute("type"),
      imagesrcset: link.getAttribute("imagesrcset"),
      imagesizes: link.getAttribute("imagesizes"),
      fetchpriority: link.getAttribute("fetchpriority"),
    }));
    expect(preloads).toEqual([
      {
        media: "(max-width: 640px)",
        type: "image/avif",
        imagesrcset: artDirectedPhoto.portraitSources[0].srcset,
        imagesizes: "100vw",
        fetchpriority: "high",
      },
      {
        media: "(min-width: 641px)",
        type: "image/avif",
        imagesrcset: artDirectedPhoto.sources[0].srcset,
        imagesizes: "100vw",
        fetchpriority: "high",
      },
    ]);
  });

  it("keeps a sensible alt text for a library hero that has none", async () => {
    renderHome([homePageMock({ ...homePageData, hero: { ...homePageData.hero, picture: { ...artDirectedPhoto, alt: " " } } })]);
    expect(await screen.findByRole("img", { name: "Training at Test Barbell Club" })).toHaveAttribute("src", artDirectedPhoto.src);
  });

  it("explains why to choose the gym with four cards", async () => {
    renderHome([homePageMock()]);
    const heading = await screen.findByRole("heading", { name: "Why Choose Test Barbell Club" });
    const cards = within(heading.closest("section")!).getAllByRole("heading", { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(["Modern Equipment", "Expert Trainers", "Proven Results", "Flexible Timings"]);
  });

  it("shows the first three plans with their details and links to all plans", async () => {
    renderHome([homePageMock()]);
    await screen.findByRole("heading", { level: 3, name: "STUDENT" });
    const section = screen.getByRole("heading", { name: "Popular Memberships" }).closest("section")!;
    const plans = within(section).getAllByRole("heading", { level: 3 });
    expect(plans.map((plan) => plan.textContent)).toEqual(["STUDENT", "MONTHLY", "COUPLE"]);
    expect(within(section).queryByText("YEARLY")).not.toBeInTheDocument();
    expect(within(section).getByText("₹1,500")).toBeInTheDocument();
    expect(within(section).getAllByText("/ 1 Month")).toHaveLength(3);
    expect(within(section).getByText("Locker access")).toBeInTheDocument();
    const choose = within(section).getAllByRole("link", { name: /^Choose Plan/ });
    expect(choose).toHaveLength(3);
    // Each lands on its own card on the subscription page.
    choose.forEach((link, index) => expect(link).toHaveAttribute("href", `/subscription#plan-${homePageData.plans[index].id}`));
    expect(within(section).getByRole("link", { name: "View All Memberships" })).toHaveAttribute("href", "/subscription");
  });

  it("shows the newest posts, each linking to its page, and a link to the blog", async () => {
    renderHome([homePageMock()]);
    const heading = await screen.findByRole("heading", { level: 2, name: "From the Blog" });
    const section = heading.closest("section")!;
    await within(section).findByRole("heading", { level: 3, name: "Five Mistakes on the Bench Press" });
    expect(within(section).getByRole("link", { name: /^Read More\s*: Five Mistakes on the Bench Press$/ })).toHaveAttribute(
      "href",
      "/blog/7",
    );
    expect(within(section).getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog");
  });

  it("leaves the blog section out while there are no posts", async () => {
    renderHome([homePageMock({ ...homePageData, blogPosts: [] })]);
    await screen.findByRole("heading", { level: 3, name: "STUDENT" });
    expect(screen.queryByRole("heading", { name: "From the Blog" })).not.toBeInTheDocument();
  });

  it("ends with Join Now and Get More Info", async () => {
    renderHome([homePageMock()]);
    expect(await screen.findByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Get More Info" })).toHaveAttribute("href", "/contact");
  });

  it("says so when there are no plans yet", async () => {
    renderHome([homePageMock({ ...homePageData, plans: [] })]);
    expect(await screen.findByText(/Membership plans are being updated/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Choose Plan/ })).not.toBeInTheDocument();
  });

  it("shows an error with Try again, which loads the content", async () => {
    renderHome([failingMock, homePageMock()]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load this section. Please refresh the page.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Forge Your Strength" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
