import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminHeroDocument, UpdateHeroDocument } from "../../../../graphql/generated";
import { renderRoutes } from "../../../../testing/render-routes";
import { HeroPage } from "./hero-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const hero = {
  __typename: "HeroSection" as const,
  id: "1",
  title: "Forge Your Strength",
  subtitle: "Coached training.",
  image: "/images/hero.jpg",
};
const heroMock: MockLink.MockedResponse = { request: { query: AdminHeroDocument }, result: { data: { hero } } };
const input = { title: "Stronger Every Day", subtitle: "Coached training.", image: "/images/hero.jpg" };

const renderHero = (mocks: MockLink.MockedResponse[] = []) =>
  renderRoutes([{ path: "/", element: <HeroPage /> }], { mocks: [heroMock, ...mocks] });
const preview = () => screen.getByRole("region", { name: "Live preview" });
const current = () => screen.getByRole("region", { name: "Current values" });

afterEach(() => jest.clearAllMocks());

describe("HeroPage", () => {
  it("fills the form with the saved values and previews the changes as they are typed", async () => {
    renderHero();
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue("Forge Your Strength");
    expect(screen.getByLabelText("Subtitle")).toHaveValue("Coached training.");
    expect(within(current()).getByText("Forge Your Strength")).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, "New Title");
    expect(within(preview()).getByText("New Title")).toBeInTheDocument();
    expect(within(current()).getByText("Forge Your Strength")).toBeInTheDocument();
  });

  it("requires the title, subtitle and image", async () => {
    renderHero();
    for (const label of ["Title", "Subtitle", "Image URL"]) await userEvent.clear(await screen.findByLabelText(label));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    for (const text of ["Title is required", "Subtitle is required", "Image is required"]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("shows a placeholder when the image does not load", async () => {
    renderHero();
    const image = await within(await screen.findByRole("region", { name: "Live preview" })).findByRole("img", { name: "Hero background" });
    fireEvent.error(image);
    expect(within(preview()).getByRole("img", { name: "Hero background (image unavailable)" })).toBeInTheDocument();
  });

  it("saves with a Success toast and shows the new current values", async () => {
    const update: MockLink.MockedResponse = {
      request: { query: UpdateHeroDocument, variables: { input } },
      result: { data: { updateHero: { ...hero, ...input } } },
    };
    renderHero([update]);
    const title = await screen.findByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "  Stronger Every Day ");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Hero section updated successfully" }));
    expect(await within(current()).findByText("Stronger Every Day")).toBeInTheDocument();
  });

  it("says when saving fails", async () => {
    renderHero([{ request: { query: UpdateHeroDocument, variables: { input } }, error: new Error("down") }]);
    const title = await screen.findByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "Stronger Every Day");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to update hero section" }));
    expect(within(current()).getByText("Forge Your Strength")).toBeInTheDocument();
  });
});
