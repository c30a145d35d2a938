import { BADGES, LIMITS, MESSAGES } from "../../../../../common/validation";
import * as Yup from "yup";
import {
  confirmPasswordRule, emailRule, nameRule, newPasswordRule, optionalNewPasswordRule,
} from "../../../components/form/rules";
import type { ManagedUserFragment } from "../../../graphql/generated";

const roles = ["user", "admin"];
const statuses = ["active", "inactive"];

export interface EditUserValues {
  name: string;
  email: string;
  role: string;
  accountStatus: string;
  badge: string;
  /** '' while the number input is empty. */
  referralScore: number | "";
  password: string;
}

export const referralScoreRule = () =>
  Yup.number()
    .typeError(MESSAGES.referralScoreInvalid)
    .required(MESSAGES.referralScoreInvalid)
    .integer(MESSAGES.referralScoreInvalid)
    .min(0, MESSAGES.referralScoreInvalid)
    .max(LIMITS.referralScoreMax, MESSAGES.referralScoreInvalid);

export const editUserSchema = Yup.object({
  name: nameRule(),
  email: emailRule(),
  role: Yup.string().oneOf(roles),
  accountStatus: Yup.string().oneOf(statuses),
  badge: Yup.string().oneOf([...BADGES]),
  referralScore: referralScoreRule(),
  password: optionalNewPasswordRule(),
});

export interface AddUserValues {
  name: string;
  email: string;
  password: string;
  role: string;
}

export const addUserSchema = Yup.object({
  name: nameRule(),
  email: emailRule(),
  password: newPasswordRule(),
  role: Yup.string().oneOf(roles),
});

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export const passwordSchema = Yup.object({ password: newPasswordRule(), confirmPassword: confirmPasswordRule("password") });

export type ManagedUser = ManagedUserFragment;

/** Which dialog of the user table is open, and for whom. */
export type UserDialog =
  | { kind: "add" }
  | { kind: "upgrade"; user: ManagedUser }
  | { kind: "edit"; user: ManagedUser }
  | { kind: "password"; user: ManagedUser }
  | { kind: "delete"; user: ManagedUser };

export type RowAction = Exclude<UserDialog["kind"], "add"> | "status";

/** The dialog props every user dialog takes. */
export interface UserDialogProps {
  user: ManagedUser;
  onClose: () => void;
}
