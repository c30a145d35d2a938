import type { OpeningHours } from "./opening-hours";
import type { OpeningHoursInput } from "./site-content.inputs";

/** The week as stored: contactInfoSchema has checked it, so only a closed day's blanks become nulls. */
export function toOpeningHours(input: OpeningHoursInput[]): OpeningHours[] {
  return input.map(({ day, opens, closes }) => ({
    day: day as OpeningHours["day"],
    opens: opens && closes ? opens : null,
    closes: opens && closes ? closes : null,
  }));
}
