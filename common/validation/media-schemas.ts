import { number, object, string } from "yup";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../media";
import { tooLong } from "./messages";

const focalCoordinate = number()
  .nullable()
  .typeError(MEDIA_MESSAGES.focalPointInvalid)
  .min(0, MEDIA_MESSAGES.focalPointInvalid)
  .max(1, MEDIA_MESSAGES.focalPointInvalid);

/** A library item's details as an admin edits them; missing fields keep their value. */
export const updateMediaSchema = object({
  alt: string().nullable().trim().max(MEDIA_LIMITS.altMax, MEDIA_MESSAGES.altTooLong),
  name: string().nullable().trim().max(MEDIA_LIMITS.nameMax, tooLong("Name", MEDIA_LIMITS.nameMax)),
  focalX: focalCoordinate,
  focalY: focalCoordinate,
});
