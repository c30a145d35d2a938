import { object, string } from "yup";
import { FESTIVE_COLORS } from "../enums";
import { formatDateTime, formatShortDate, gymClock, GYM_UTC_OFFSET } from "../gym-time";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES } from "./content-limits";
import { requiredText } from "./fields";

/*
 * Scheduled festive campaigns (issue 18, item 6). The admin types gym dates (Asia/Kolkata) and
 * optionally a time: a start without a time starts at 00:00 that day, an end without a time
 * lasts until the end of that day. The server stores the window as two UTC instants, the end
 * exclusive.
 */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DAY_MS = 86_400_000;

export const CAMPAIGN_MESSAGES = {
  startDateRequired: "Start date is required",
  endDateRequired: "End date is required",
  dateInvalid: "Use a date like 2026-10-20",
  timeInvalid: "Use a 24-hour time like 18:30",
  endNotAfterStart: "The end must be after the start",
  alreadyOver: "This window is already over: choose an end in the future",
  notFound: "Campaign not found",
  ended: "This campaign has ended; it can only be deleted",
  notRunning: "Only a running campaign can be ended early; delete an upcoming one instead",
  overlaps: (text: string, window: string) => `Overlaps "${text}" (${window}); campaigns cannot overlap`,
} as const;

/** What the admin types: gym dates (YYYY-MM-DD) and optional 24-hour times. */
export interface CampaignWindowInput {
  startDate: string;
  startTime?: string | null;
  endDate: string;
  endTime?: string | null;
}

export interface CampaignWindow {
  startsAt: Date;
  endsAt: Date;
}

const isDate = (value?: string | null) => !!value && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const atGym = (day: string, time: string) => new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${GYM_UTC_OFFSET}`);

/** The window as instants, or null while a date is missing or malformed. */
export function campaignWindow(input: Partial<CampaignWindowInput>): CampaignWindow | null {
  if (!isDate(input.startDate) || !isDate(input.endDate)) return null;
  const { startTime, endTime } = input;
  if ((startTime && !TIME_PATTERN.test(startTime)) || (endTime && !TIME_PATTERN.test(endTime))) return null;
  const startsAt = atGym(input.startDate!, startTime || "00:00");
  const endsAt = endTime ? atGym(input.endDate!, endTime) : new Date(atGym(input.endDate!, "00:00").getTime() + DAY_MS);
  return { startsAt, endsAt };
}

const optionalTime = () =>
  string()
    .trim()
    .nullable()
    .test("time", CAMPAIGN_MESSAGES.timeInvalid, (value) => !value || TIME_PATTERN.test(value));

const dateField = (missing: string) =>
  string()
    .trim()
    .required(missing)
    .test("date", CAMPAIGN_MESSAGES.dateInvalid, (value) => !value || isDate(value));

export const festiveCampaignSchema = object({
  text: requiredText("Badge text", L.festiveTextMax),
  color: string().defined(CONTENT_MESSAGES.festiveColorInvalid).oneOf(FESTIVE_COLORS, CONTENT_MESSAGES.festiveColorInvalid),
  startDate: dateField(CAMPAIGN_MESSAGES.startDateRequired),
  startTime: optionalTime(),
  endDate: dateField(CAMPAIGN_MESSAGES.endDateRequired).test("after-start", CAMPAIGN_MESSAGES.endNotAfterStart, function () {
    const window = campaignWindow(this.parent as CampaignWindowInput);
    return !window || window.endsAt > window.startsAt;
  }),
  endTime: optionalTime(),
});

/** A stored campaign, as far as scheduling is concerned. */
export interface ScheduledCampaign {
  id: string | number;
  text: string;
  startsAt: Date | string;
  endsAt: Date | string;
}

export type CampaignStatus = "running" | "upcoming" | "ended";

export function campaignStatus(campaign: Pick<ScheduledCampaign, "startsAt" | "endsAt">, now = new Date()): CampaignStatus {
  if (new Date(campaign.endsAt) <= now) return "ended";
  return new Date(campaign.startsAt) <= now ? "running" : "upcoming";
}

/** The first other campaign whose window shares an instant with `window`. */
function clashingCampaign<T extends ScheduledCampaign>(
  window: CampaignWindow,
  campaigns: readonly T[],
  exceptId?: string | number,
): T | undefined {
  return campaigns.find(
    (c) => String(c.id) !== String(exceptId) && window.startsAt < new Date(c.endsAt) && new Date(c.startsAt) < window.endsAt,
  );
}

/**
 * Field errors for a window against the clock and the other campaigns: already over, or
 * overlapping another (reported on the start when it falls inside the other, else on the end).
 */
export function campaignScheduleErrors(
  window: CampaignWindow,
  campaigns: readonly ScheduledCampaign[],
  options: { now?: Date; exceptId?: string | number } = {},
): Record<string, string> | undefined {
  const now = options.now ?? new Date();
  if (window.endsAt <= now) return { endDate: CAMPAIGN_MESSAGES.alreadyOver };
  const clash = clashingCampaign(window, campaigns, options.exceptId);
  if (!clash) return undefined;
  const message = CAMPAIGN_MESSAGES.overlaps(clash.text, formatCampaignWindow(clash));
  return window.startsAt >= new Date(clash.startsAt) ? { startDate: message } : { endDate: message };
}

/** The window as the admin typed it: a whole-day start or end shows no time. */
export function campaignFormValues(campaign: Pick<ScheduledCampaign, "startsAt" | "endsAt">): Record<keyof CampaignWindowInput, string> {
  const start = gymClock(new Date(campaign.startsAt));
  const end = gymClock(new Date(campaign.endsAt));
  const endsAtMidnight = end.time === "00:00";
  return {
    startDate: start.date,
    startTime: start.time === "00:00" ? "" : start.time,
    endDate: endsAtMidnight ? gymClock(new Date(new Date(campaign.endsAt).getTime() - DAY_MS)).date : end.date,
    endTime: endsAtMidnight ? "" : end.time,
  };
}

/** 'Oct 20, 2026 – Nov 5, 2026' in gym time (the end day included), with times where the admin gave them. */
export function formatCampaignWindow(campaign: Pick<ScheduledCampaign, "startsAt" | "endsAt">): string {
  const { startTime, endTime } = campaignFormValues(campaign);
  const start = startTime ? formatDateTime(new Date(campaign.startsAt).toISOString()) : formatShortDate(campaign.startsAt);
  const lastDay = new Date(new Date(campaign.endsAt).getTime() - DAY_MS);
  const end = endTime ? formatDateTime(new Date(campaign.endsAt).toISOString()) : formatShortDate(lastDay);
  return `${start} – ${end}`;
}
