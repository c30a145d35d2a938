import { PublicationState } from "../../../../common/enums";
import { publicationLabel } from "../../../../common/publication";
import { Pill, type PillTone } from "../ui/pill";

const TONES: Record<`${PublicationState}`, PillTone> = {
  [PublicationState.draft]: "slate",
  [PublicationState.scheduled]: "blue",
  [PublicationState.published]: "green",
};

/** "Draft", "Scheduled · 25 Nov 2026, 6:00 pm" (gym time) or "Published", on a post's or plan's card. */
export function PublicationBadge({ state, publishAt }: { state: `${PublicationState}`; publishAt: string | null }) {
  return <Pill tone={TONES[state]}>{publicationLabel(state, publishAt)}</Pill>;
}
