import { badUserInput } from "../../common/errors";
import { CONTENT_MESSAGES } from "../../../../common/validation";
import { type OpeningHours, WEEK_DAYS } from "./opening-hours";
import type { OpeningHoursInput } from "./site-content.inputs";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Exactly the seven days in order, each open (opens < closes) or closed (both null). */
export function validOpeningHours(input: OpeningHoursInput[]): OpeningHours[] {
  if (input.length !== WEEK_DAYS.length || input.some((entry, i) => entry.day !== WEEK_DAYS[i])) {
    throw badUserInput({ openingHours: "Give opening hours for all seven days, Monday first" });
  }
  return input.map(({ day, opens, closes }) => {
    if (!opens && !closes) return { day: day as OpeningHours["day"], opens: null, closes: null };
    if (!opens || !closes || !TIME.test(opens) || !TIME.test(closes) || opens >= closes) {
      throw badUserInput({ openingHours: `${day}: ${CONTENT_MESSAGES.timeInvalid}` });
    }
    return { day: day as OpeningHours["day"], opens, closes };
  });
}
