import { object, string } from "yup";
import { MESSAGES } from "./messages";

/** The name a member's data export is downloaded under, from the profile or GET /api/users/me/export. */
export const DATA_EXPORT_FILE_NAME = "iron-warrior-fitness-my-data.json";

/** Deleting one's account is confirmed by the current password. */
export const accountDeletionSchema = object({
  currentPassword: string().required(MESSAGES.deletionPasswordRequired),
});
