import { Eye, Pencil, Square, Trash2 } from "lucide-react";
import { formatCampaignWindow, type CampaignStatus } from "../../../../../../common/validation";
import { buttonClass } from "../../../../components/ui/button-styles";
import { Pill, type PillTone } from "../../../../components/ui/pill";
import type { AdminFestiveCampaignFragment } from "../../../../graphql/generated";
import { festiveTheme } from "../../../../lib/festive-themes";
import { STATUS_LABELS } from "./campaign-values";

type Campaign = AdminFestiveCampaignFragment;

interface CampaignListProps {
  groups: { status: CampaignStatus; campaigns: Campaign[] }[];
  onPreview: (campaign: Campaign) => void;
  onEdit: (campaign: Campaign) => void;
  onEnd: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

const TONES: Record<CampaignStatus, PillTone> = { running: "green", upcoming: "blue", ended: "slate" };

/** The campaigns under Running now, Upcoming and Ended, with their windows in gym time. */
export function CampaignList({ groups, onPreview, onEdit, onEnd, onDelete }: CampaignListProps) {
  if (groups.every((group) => group.campaigns.length === 0)) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center text-sm text-slate-600">
        No campaigns scheduled. Schedule one to show a festival badge on its dates without touching the site on the day.
      </p>
    );
  }
  return (
    <div className="space-y-5">
      {groups
        .filter((group) => group.campaigns.length > 0)
        .map(({ status, campaigns }) => (
          <section key={status} aria-label={STATUS_LABELS[status]}>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{STATUS_LABELS[status]}</h3>
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {campaigns.map((campaign) => (
                <li key={campaign.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span
                        className={`inline-flex max-w-full rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${festiveTheme(campaign.color).gradient} ${festiveTheme(campaign.color).text}`}
                      >
                        <span className="truncate">{campaign.text}</span>
                      </span>
                      <Pill tone={TONES[status]}>{STATUS_LABELS[status]}</Pill>
                    </div>
                    <p className="mt-1 text-sm text-slate-600">{formatCampaignWindow(campaign)} (IST)</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => onPreview(campaign)}
                      className={buttonClass("outlineDark", "sm")}
                      aria-label={`Preview ${campaign.text}`}
                    >
                      <Eye aria-hidden className="size-4" />
                      Preview
                    </button>
                    {status !== "ended" && (
                      <button
                        type="button"
                        onClick={() => onEdit(campaign)}
                        className={buttonClass("outlineDark", "sm")}
                        aria-label={`Edit ${campaign.text}`}
                      >
                        <Pencil aria-hidden className="size-4" />
                        Edit
                      </button>
                    )}
                    {status === "running" && (
                      <button
                        type="button"
                        onClick={() => onEnd(campaign)}
                        className={buttonClass("outlineDark", "sm")}
                        aria-label={`End ${campaign.text} now`}
                      >
                        <Square aria-hidden className="size-4" />
                        End Now
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => onDelete(campaign)}
                      className={buttonClass("outlineDark", "sm")}
                      aria-label={`Delete ${campaign.text}`}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
