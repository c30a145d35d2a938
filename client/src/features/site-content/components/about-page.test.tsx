import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AboutPageDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { aboutPageMock } from "../testing/about-fixtures";
import { AboutPage } from "./about-page";

const renderAbout = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/about", element: <AboutPage /> }], { path: "/about", mocks: [seoDefaultsMock, ...mocks] });

const failingMock: MockLink.MockedResponse = { request: { query: AboutPageDocument }, error: new Error("Network down") };

describe("AboutPage", () => {
  it("shows a loading state, then the title, paragraphs and image from the content", async () => {
    renderAbout([aboutPageMock()]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "About Test Barbell Club" })).toBeInTheDocument();
    // The heading and the story can land in separate renders on a busy machine.
    const story = await screen.findByRole("region", { name: "Our story" });
    expect(
      within(story)
        .getAllByText(/./, { selector: "p" })
        .map((p) => p.textContent),
    ).toEqual([
      "We opened in 2019 with a handful of barbells.",
      "Today we coach more than five hundred members.",
      "Everyone gets coached.",
    ]);
    const image = within(story).getByRole("img", { name: "Inside the gym: About Test Barbell Club" });
    expect(image).toHaveAttribute("src", "/images/about.jpg");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the four stats with the city, the mission, the founder and three values", async () => {
    renderAbout([aboutPageMock()]);
    const stats = await screen.findByRole("region", { name: "The gym in numbers" });
    await within(stats).findByText("Shillong");
    const terms = within(stats)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(stats)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(terms).toEqual(["Happy Members", "Years Experience", "Hours Daily", "Location"]);
    expect(values).toEqual(["500+", "5+", "16", "Shillong"]);
    expect(screen.getByRole("heading", { name: "Our Mission" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Meet the Founder" })).toBeInTheDocument();
    // The site's name comes from its own query, which may answer after the about content.
    expect(await screen.findByText("Founder & Head Coach, Test Barbell Club")).toBeInTheDocument();
    const valuesSection = screen.getByRole("heading", { name: "Our Values" }).closest("section")!;
    expect(
      within(valuesSection)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Excellence", "Community", "Innovation"]);
  });

  it("sets the title, a description from the content and the canonical link", async () => {
    renderAbout([aboutPageMock()]);
    await screen.findByRole("region", { name: "Our story" });
    await waitFor(() => expect(document.title).toBe("About Us | Test Barbell Club"));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "We opened in 2019 with a handful of barbells. Today we coach more than five hundred members. Everyone gets coached.",
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost/about");
  });

  it("shows an error with Try again, keeping the fixed sections", async () => {
    renderAbout([failingMock, aboutPageMock()]);
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { name: "Our Mission" })).toBeInTheDocument();
    expect(screen.queryByText("Location")).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Our story" })).toBeInTheDocument();
  });
});
