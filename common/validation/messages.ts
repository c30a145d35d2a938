import { LIMITS } from "./limits";

/** Every user-facing validation and account message, with the spec's exact texts where it names one. */
export const MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters long`,
  passwordsDoNotMatch: "Passwords do not match",
  currentPasswordRequired: "Enter your current password to set a new one",
  currentPasswordWrong: "Current password is incorrect",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  accountInactive: "This account is inactive. Please contact the gym to reactivate it.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  selectTier: "Please select a membership tier",
  expiryInvalid: "Expiry date must be a valid date (YYYY-MM-DD)",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetRequested: "If an account exists for this email, a password reset link has been sent.",
  notSignedIn: "Please log in to continue.",
  forbidden: "You do not have permission to do that.",
  userNotFound: "User not found",
  cannotDeleteSelf: "You cannot delete your own account",
  cannotDemoteSelf: "You cannot remove your own admin role or deactivate yourself",
  referralBonusNotFound: "Referral bonus not found",
  bonusInvalid: `Bonus must be a whole number from 0 to ${LIMITS.referralBonusMax}`,
  referralScoreInvalid: `Referral score must be a whole number from 0 to ${LIMITS.referralScoreMax}`,
  descriptionRequired: "Description is required",
  passwordResetDone: "Your password has been reset. You can now log in with your new password.",
} as const;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** The wait a locked sign-in is told, in whole minutes rounded up: "Try again in 7 minutes." */
function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export const signInLocked = (seconds: number) => `Too many failed sign-ins. ${tryAgainIn(seconds)}`;
