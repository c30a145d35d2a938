import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { gymClock } from "../../../../../../common/gym-time";
import { formatCampaignWindow } from "../../../../../../common/validation";
import {
  AdminFestiveCampaignsDocument,
  CreateFestiveCampaignDocument,
  FestivePreviewPlansDocument,
  type AdminFestiveCampaignFragment,
} from "../../../../graphql/generated";
import { renderRoutes } from "../../../../testing/render-routes";
import { subscriptionData } from "../../testing/subscription-fixtures";
import { CampaignsCard } from "./campaigns-card";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const campaign = (id: string, text: string, from: number, to: number, color = "diwali-lights"): AdminFestiveCampaignFragment => ({
  __typename: "FestiveCampaign",
  id,
  text,
  color,
  startsAt: at(from),
  endsAt: at(to),
});
const running = campaign("1", "Bihu Week", -1, 2, "festive-gold");
const upcoming = campaign("2", "Diwali Lights", 30, 45);
const ended = campaign("3", "Holi Colours", -60, -55, "spring-bloom");

const listMock = (campaigns: AdminFestiveCampaignFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminFestiveCampaignsDocument },
  result: { data: { festiveCampaigns: campaigns } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const plansMock: MockLink.MockedResponse = {
  request: { query: FestivePreviewPlansDocument, variables: () => true },
  result: { data: { plans: subscriptionData.plans, contactInfo: { __typename: "ContactInfo", id: "1", whatsapp: "+91 98640 12345" } } },
};
const renderCard = (mocks: MockLink.MockedResponse[]) => renderRoutes([{ path: "/", element: <CampaignsCard /> }], { mocks });
const dateInput = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => jest.clearAllMocks());

describe("CampaignsCard", () => {
  it("lists campaigns under Running now, Upcoming and Ended with their dates in gym time", async () => {
    renderCard([listMock([ended, upcoming, running])]);
    const runningNow = await screen.findByRole("region", { name: "Running now" });
    expect(within(runningNow).getByText("Bihu Week")).toBeInTheDocument();
    expect(within(runningNow).getByText(`${formatCampaignWindow(running)} (IST)`)).toBeInTheDocument();
    expect(within(runningNow).getByRole("button", { name: "End Bihu Week now" })).toBeInTheDocument();
    const next = screen.getByRole("region", { name: "Upcoming" });
    expect(within(next).getByText("Diwali Lights")).toBeInTheDocument();
    expect(within(next).queryByRole("button", { name: /End/ })).not.toBeInTheDocument();
    const past = screen.getByRole("region", { name: "Ended" });
    expect(within(past).getByText("Holi Colours")).toBeInTheDocument();
    expect(within(past).queryByRole("button", { name: "Edit Holi Colours" })).not.toBeInTheDocument();
    expect(within(past).getByRole("button", { name: "Delete Holi Colours" })).toBeInTheDocument();
  });

  it("says when nothing is scheduled, and explains how campaigns and the manual badge interact", async () => {
    renderCard([listMock([])]);
    expect(await screen.findByText(/No campaigns scheduled/)).toBeInTheDocument();
    expect(screen.getByText(/While a campaign is running its badge replaces the festive badge above/)).toBeInTheDocument();
  });

  it("refuses an overlapping window before asking the server, naming the clashing campaign", async () => {
    renderCard([listMock([upcoming])]);
    await userEvent.click(await screen.findByRole("button", { name: "Schedule Campaign" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Campaign" });
    await userEvent.type(within(dialog).getByLabelText("Badge text"), "Bhai Dooj");
    expect(within(dialog).getByText("9/50")).toBeInTheDocument();
    const { date } = gymClock(new Date(upcoming.startsAt));
    dateInput("Start date", date);
    dateInput("End date", date);
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule Campaign" }));
    expect(
      await within(dialog).findByText(`Overlaps "Diwali Lights" (${formatCampaignWindow(upcoming)}); campaigns cannot overlap`),
    ).toBeInTheDocument();
  });

  it("requires the text and dates, and schedules a campaign with the chosen theme", async () => {
    const start = gymClock(new Date(Date.now() + 10 * DAY)).date;
    const end = gymClock(new Date(Date.now() + 12 * DAY)).date;
    const input = { text: "Bihu Special", color: "royal-purple", startDate: start, startTime: null, endDate: end, endTime: "21:00" };
    renderCard([
      listMock([]),
      {
        request: { query: CreateFestiveCampaignDocument, variables: { input } },
        result: { data: { createFestiveCampaign: { ...campaign("9", "Bihu Special", 10, 12), color: "royal-purple" } } },
      },
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Schedule Campaign" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Campaign" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule Campaign" }));
    expect(await within(dialog).findByText("Badge text is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Start date is required")).toBeInTheDocument();
    expect(within(dialog).getByText("End date is required")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Badge text"), "Bihu Special");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Royal Purple" }));
    expect(within(dialog).getByTestId("festive-preview-badge").className).toContain("from-purple-800");
    dateInput("Start date", start);
    dateInput("End date", end);
    dateInput("End time", "21:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule Campaign" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Campaign scheduled successfully" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("previews the subscription page's plan cards with the campaign's badge", async () => {
    renderCard([listMock([upcoming]), plansMock]);
    await userEvent.click(await screen.findByRole("button", { name: "Preview Diwali Lights" }));
    const preview = await screen.findByRole("dialog", { name: "Preview: Diwali Lights" });
    const cards = await within(preview).findAllByRole("listitem");
    expect(cards.length).toBeGreaterThanOrEqual(subscriptionData.plans.length);
    const monthly = within(preview).getByRole("heading", { level: 2, name: "MONTHLY" }).closest("li")!;
    expect(within(monthly).getByText("Diwali Lights")).toBeInTheDocument();
    expect(within(preview).getAllByText("Diwali Lights")).toHaveLength(subscriptionData.plans.length);
  });

  it("previews the page from the form with the badge being typed", async () => {
    renderCard([listMock([]), plansMock]);
    await userEvent.click(await screen.findByRole("button", { name: "Schedule Campaign" }));
    const dialog = screen.getByRole("dialog", { name: "Schedule Campaign" });
    await userEvent.type(within(dialog).getByLabelText("Badge text"), "Magh Bihu");
    await userEvent.click(within(dialog).getByRole("button", { name: "Preview Subscription Page" }));
    const preview = await screen.findByRole("dialog", { name: "Preview: Magh Bihu" });
    expect(await within(preview).findAllByText("Magh Bihu")).toHaveLength(subscriptionData.plans.length);
  });
});
