import {
  CAMPAIGN_MESSAGES,
  campaignFormValues,
  campaignScheduleErrors,
  campaignStatus,
  campaignWindow,
  festiveCampaignSchema,
  formatCampaignWindow,
} from "./festive-campaigns";
import { validateInput } from "./field-errors";

const diwali = { id: 1, text: "Diwali Lights", ...campaignWindow({ startDate: "2026-10-20", endDate: "2026-11-05" })! };

describe("festive campaign windows", () => {
  it("run from 00:00 IST on the first day to the end of the last day", () => {
    expect(diwali.startsAt.toISOString()).toBe("2026-10-19T18:30:00.000Z");
    expect(diwali.endsAt.toISOString()).toBe("2026-11-05T18:30:00.000Z");
    expect(formatCampaignWindow(diwali)).toBe("Oct 20, 2026 – Nov 5, 2026");
    expect(campaignFormValues(diwali)).toEqual({ startDate: "2026-10-20", startTime: "", endDate: "2026-11-05", endTime: "" });
  });

  it("take a start and end time when given", () => {
    const window = campaignWindow({ startDate: "2026-10-20", startTime: "18:30", endDate: "2026-10-21", endTime: "09:15:05" })!;
    expect(window.startsAt.toISOString()).toBe("2026-10-20T13:00:00.000Z");
    expect(campaignFormValues(window)).toEqual({ startDate: "2026-10-20", startTime: "18:30", endDate: "2026-10-21", endTime: "09:15:05" });
    expect(formatCampaignWindow(window)).toBe("Oct 20, 2026, 6:30 PM – Oct 21, 2026, 9:15 AM");
  });

  it("say whether a campaign is running, upcoming or ended", () => {
    expect(campaignStatus(diwali, new Date("2026-10-19T18:29:59Z"))).toBe("upcoming");
    expect(campaignStatus(diwali, new Date("2026-10-19T18:30:00Z"))).toBe("running");
    expect(campaignStatus(diwali, new Date("2026-11-05T18:30:00Z"))).toBe("ended");
  });

  it("refuse a window that overlaps another, naming it, or that is already over", () => {
    const now = new Date("2026-09-01T00:00:00Z");
    const inside = campaignWindow({ startDate: "2026-11-05", endDate: "2026-11-10" })!;
    expect(campaignScheduleErrors(inside, [diwali], { now })).toEqual({
      startDate: 'Overlaps "Diwali Lights" (Oct 20, 2026 – Nov 5, 2026); campaigns cannot overlap',
    });
    const before = campaignWindow({ startDate: "2026-10-01", endDate: "2026-10-20" })!;
    expect(Object.keys(campaignScheduleErrors(before, [diwali], { now })!)).toEqual(["endDate"]);
    const after = campaignWindow({ startDate: "2026-11-06", endDate: "2026-11-10" })!;
    expect(campaignScheduleErrors(after, [diwali], { now })).toBeUndefined();
    expect(campaignScheduleErrors(diwali, [diwali], { now, exceptId: "1" })).toBeUndefined();
    expect(campaignScheduleErrors(diwali, [], { now: new Date("2026-12-01T00:00:00Z") })).toEqual({
      endDate: CAMPAIGN_MESSAGES.alreadyOver,
    });
  });

  it("validate the input's fields", () => {
    expect(
      validateInput(festiveCampaignSchema, { text: "", color: "red", startDate: "2026-13-40", startTime: "25:00", endDate: "" }),
    ).toEqual({
      text: "Badge text is required",
      color: "Choose one of the festive colour themes",
      startDate: CAMPAIGN_MESSAGES.dateInvalid,
      startTime: CAMPAIGN_MESSAGES.timeInvalid,
      endDate: CAMPAIGN_MESSAGES.endDateRequired,
    });
    const valid = { text: "Holi", color: "spring-bloom", startDate: "2026-03-03", endDate: "2026-03-03" };
    expect(validateInput(festiveCampaignSchema, valid)).toBeUndefined();
    expect(validateInput(festiveCampaignSchema, { ...valid, endDate: "2026-03-02" })).toEqual({
      endDate: CAMPAIGN_MESSAGES.endNotAfterStart,
    });
  });
});
