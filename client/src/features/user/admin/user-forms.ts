import type { ManagedUserFragment } from "../../../graphql/generated";

export interface EditUserValues {
  name: string;
  email: string;
  /** '' for none. */
  phone: string;
  role: string;
  accountStatus: string;
  badge: string;
  /** '' while the number input is empty. */
  referralScore: number | "";
  password: string;
  /** Asked only when admins edit their own account. */
  currentPassword: string;
  /** Shown to the member in their history; required when the referral score changes. */
  reason: string;
}

export interface AddUserValues {
  name: string;
  email: string;
  password: string;
  role: string;
}

export interface PasswordValues {
  password: string;
  confirmPassword: string;
  /** Asked only when admins set their own password. */
  currentPassword: string;
}

export type ManagedUser = ManagedUserFragment;

/** Which dialog of the user table is open, and for whom. */
export type UserDialog =
  | { kind: "add" }
  | { kind: "upgrade"; user: ManagedUser }
  | { kind: "edit"; user: ManagedUser }
  | { kind: "password"; user: ManagedUser }
  | { kind: "delete"; user: ManagedUser }
  | { kind: "history"; user: ManagedUser };

export type RowAction = Exclude<UserDialog["kind"], "add"> | "status";

/** The dialog props every user dialog takes. */
export interface UserDialogProps {
  user: ManagedUser;
  onClose: () => void;
}
