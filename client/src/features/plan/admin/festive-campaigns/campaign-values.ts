import { campaignFormValues, type CampaignStatus } from "../../../../../../common/validation";
import type { AdminFestiveCampaignFragment, FestiveCampaignInput } from "../../../../graphql/generated";

export type CampaignValues = Required<{ [K in keyof FestiveCampaignInput]: string }>;

export const CAMPAIGN_FIELDS = ["text", "color", "startDate", "startTime", "endDate", "endTime"] as const;

/** A new campaign starts empty with the first theme; an existing one shows its window as typed. */
export function campaignValues(campaign?: AdminFestiveCampaignFragment): CampaignValues {
  if (!campaign) return { text: "", color: "festive-gold", startDate: "", startTime: "", endDate: "", endTime: "" };
  return { text: campaign.text, color: campaign.color, ...campaignFormValues(campaign) };
}

export function campaignInput(values: CampaignValues): FestiveCampaignInput {
  return {
    text: values.text.trim(),
    color: values.color,
    startDate: values.startDate,
    startTime: values.startTime || null,
    endDate: values.endDate,
    endTime: values.endTime || null,
  };
}

export const STATUS_LABELS: Record<CampaignStatus, string> = { running: "Running now", upcoming: "Upcoming", ended: "Ended" };
