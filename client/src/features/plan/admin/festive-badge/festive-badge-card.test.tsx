import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminFestiveBadgeDocument, UpdateFestiveBadgeDocument } from "../../../../graphql/generated";
import { renderRoutes } from "../../../../testing/render-routes";
import { festiveBadgeData, festiveBadgeMock } from "../../../../testing/admin-fixtures";
import { FestiveBadgeCard } from "./festive-badge-card";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const renderCard = (mocks: MockLink.MockedResponse[]) => renderRoutes([{ path: "/", element: <FestiveBadgeCard /> }], { mocks });

const updateMock = (input: { enabled: boolean; text: string; color: string }): MockLink.MockedResponse => ({
  request: { query: UpdateFestiveBadgeDocument, variables: { input } },
  result: { data: { updateFestiveBadge: festiveBadgeData(input.enabled, input.text, input.color).siteSettings } },
});

afterEach(() => jest.clearAllMocks());

describe("FestiveBadgeCard", () => {
  it("offers Enable Festive Badges while off, and turns the badge on with the saved text", async () => {
    renderCard([festiveBadgeMock(false), updateMock({ enabled: true, text: "Bihu Special Offer", color: "festive-gold" })]);
    expect(await screen.findByText("Festive badges are turned off")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Show festive badges" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Enable Festive Badges" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Festive badge updated successfully" }));
    expect(await screen.findByLabelText("Badge text")).toHaveValue("Bihu Special Offer");
    expect(screen.getByRole("switch")).toBeChecked();
  });

  it("counts the text's characters out of 50 as they are typed", async () => {
    renderCard([{ request: { query: AdminFestiveBadgeDocument }, result: { data: festiveBadgeData(true) } }]);
    const text = await screen.findByLabelText("Badge text");
    expect(screen.getByText("18/50")).toBeInTheDocument();
    await userEvent.clear(text);
    await userEvent.type(text, "Diwali Dhamaka");
    expect(screen.getByText("14/50")).toBeInTheDocument();
    expect(text).toHaveAccessibleDescription("14/50");
    expect(text).toHaveAttribute("maxLength", "50");
    expect(screen.getByTestId("festive-preview-badge")).toHaveTextContent("Diwali Dhamaka");
  });

  it("shows the eight themes and saves the chosen one", async () => {
    renderCard([
      { request: { query: AdminFestiveBadgeDocument }, result: { data: festiveBadgeData(true) } },
      updateMock({ enabled: true, text: "Bihu Special Offer", color: "royal-purple" }),
    ]);
    const group = await screen.findByRole("group", { name: "Colour theme" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")!.textContent),
    ).toEqual([
      "Festive Gold",
      "Christmas Spirit",
      "New Year Glow",
      "Diwali Lights",
      "Summer Breeze",
      "Spring Bloom",
      "Sunset Magic",
      "Royal Purple",
    ]);
    expect(within(group).getByRole("radio", { name: "Festive Gold" })).toBeChecked();
    await userEvent.click(within(group).getByRole("radio", { name: "Royal Purple" }));
    expect(screen.getByTestId("festive-preview-badge").className).toContain("from-purple-800");
    await userEvent.click(screen.getByRole("button", { name: "Save Badge" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Festive badge updated successfully" }));
  });

  it("requires badge text", async () => {
    renderCard([{ request: { query: AdminFestiveBadgeDocument }, result: { data: festiveBadgeData(true) } }]);
    await userEvent.clear(await screen.findByLabelText("Badge text"));
    await userEvent.click(screen.getByRole("button", { name: "Save Badge" }));
    expect(await screen.findByText("Badge text is required")).toBeInTheDocument();
    expect(screen.getByText("0/50")).toBeInTheDocument();
  });
});
