import { object, string } from "yup";
import { parseGymDateTime, PUBLICATION_MESSAGES } from "../publication";

/** A schedule typed in gym time: a real date and time, still ahead when it is saved. */
export const scheduleSchema = object({
  publishAt: string()
    .trim()
    .required(PUBLICATION_MESSAGES.publishAtRequired)
    .test("date-time", PUBLICATION_MESSAGES.publishAtInvalid, (value) => !value || parseGymDateTime(value) !== null)
    .test("future", PUBLICATION_MESSAGES.publishAtPast, (value) => {
      const at = value ? parseGymDateTime(value) : null;
      return !at || at.getTime() > Date.now();
    }),
});
