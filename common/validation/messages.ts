import { ACCOUNT_DELETION_GRACE_DAYS, EXPIRY_RANGE, LIMITS, MEMBER_LIST } from "./limits";

/** Every user-facing validation and account message, with the spec's exact texts where it names one. */
export const MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters long`,
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooCommon: "This password is too common and easy to guess. Please choose a less predictable one.",
  currentPasswordRequired: "Enter your current password to set a new one",
  currentPasswordWrong: "Current password is incorrect",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  accountInactive: "This account is inactive. Please contact the gym to reactivate it.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  serverBusy: "The server is busy. Please try again in a moment.",
  jsonTooDeep: "The request's JSON is nested too deeply.",
  requestTooSlow: "The request took too long to arrive. Please try again.",
  pageUnavailable: "The site is briefly unavailable. Please try again in a moment.",
  pageAddressInvalid: "This address is not valid. Check the link you followed, or start again from the home page.",
  pageFailed: "Something went wrong on our side. Please try again in a moment.",
  selectTier: "Please select a membership tier",
  expiryInvalid: "Expiry date must be a valid date (YYYY-MM-DD)",
  expiryOutOfRange: `Expiry date must be between ${EXPIRY_RANGE.earliest} and ${EXPIRY_RANGE.latest}`,
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetRequested: "If an account exists for this email, a password reset link has been sent.",
  notSignedIn: "Please log in to continue.",
  linkAddressRequired: "Enter the link's address",
  linkAddressInvalid: "Use an address starting with https://, http://, mailto:, tel: or / (a page on this site)",
  forbidden: "You do not have permission to do that.",
  userNotFound: "User not found",
  cannotDeleteSelf: "You cannot delete your own account",
  memberCursorInvalid: "This page link is no longer valid. Please start again from the first page.",
  memberPageSizeInvalid: `Page size must be between 1 and ${MEMBER_LIST.pageMax}`,
  memberSearchTooLong: `Search must be at most ${MEMBER_LIST.searchMax} characters`,
  memberJoinedDateInvalid: "Joined dates must be valid dates (YYYY-MM-DD)",
  memberJoinedRangeInvalid: "The 'joined from' date must not be after the 'joined to' date",
  bulkSelectionEmpty: "Select at least one member",
  bulkSelectionTooLarge: `Select at most ${MEMBER_LIST.bulkMax} members at a time`,
  cannotDemoteSelf: "You cannot remove your own admin role or deactivate yourself",
  lastAdmin: "The gym must keep at least one active admin",
  currentPasswordToChangeSignIn: "Enter your current password to change your own password or email",
  referralBonusNotFound: "Referral bonus not found",
  bonusInvalid: `Bonus must be a whole number from 0 to ${LIMITS.referralBonusMax}`,
  upgradeReasonRequired: "Give a reason for the upgrade; the member sees it in their history",
  scoreReasonRequired: "Give a reason for changing the referral score; the member sees it in their history",
  changeReasonTooLong: `Reason must be at most ${LIMITS.changeReasonMax} characters`,
  membershipHistoryNotFound: "Membership history not found",
  referralScoreInvalid: `Referral score must be a whole number from 0 to ${LIMITS.referralScoreMax}`,
  descriptionRequired: "Description is required",
  markdownTooDeep: `Content nests too deeply: use at most ${LIMITS.markdownNestingMax} levels of quotes, lists, links and emphasis inside one another`,
  emailVerified: "Thank you! Your email address is confirmed.",
  verificationLinkExpired: "This confirmation link has expired. Sign in and send yourself a new one from your profile.",
  verificationLinkUsed: "This confirmation link has already been used.",
  verificationLinkInvalid:
    "This confirmation link is not valid. Your email address may have changed since it was sent; sign in to send yourself a new one.",
  verificationSent: "We have sent a new confirmation link to your email address.",
  emailAlreadyVerified: "Your email address is already confirmed.",
  passwordResetDone: "Your password has been reset. You can now log in with your new password.",
  deletionPasswordRequired: "Enter your current password to delete your account",
  lastAdminCannotBeDeleted: "You are the only active admin. Make another account an admin before deleting yours.",
  accountDeletionCancelled: "Welcome back! Signing in has cancelled the deletion of your account.",
  accountDeletionCancelledByYou: "The deletion of your account is cancelled.",
  noAccountDeletionPending: "Your account is not scheduled for deletion.",
  refreshTokenInvalid: "This refresh token is invalid or its session has ended. Please log in again.",
  refreshTokenReused: "This refresh token was already used, so its session has been ended. Please log in again.",
  sessionNotFound: "Session not found",
  csrfRefused: "This request is missing its security token (X-CSRF-Token). Reload the page and try again.",
  loggedOut: "You have been logged out.",
  sessionSignedOut: "That device has been signed out.",
  signedOutEverywhere: "You have been signed out on every device.",
  twoFactorRequired: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  otpInvalid: "That code is not right. Check that your phone's clock is correct, or use a recovery code.",
  otpRequired: "Enter the code",
  otpTooLong: `The code must be at most ${LIMITS.oneTimeCodeMax} characters`,
  setupCodeInvalid: "That code is not right. Enter the 6-digit code your authenticator app shows now.",
  twoFactorSetupRequired: "Set up two-factor sign-in for your admin account before using the admin panel.",
  twoFactorSetupNotStarted: "Start the two-factor set-up again: there is no set-up waiting for a code.",
  twoFactorNotEnabled: "Two-factor sign-in is not turned on for this account.",
  adminKeepsTwoFactor: "Admin accounts must keep two-factor sign-in. You can set it up again with a new authenticator instead.",
  currentPasswordNeeded: "Enter your current password",
} as const;

export const pageLimitInvalid = (max: number) => `limit must be a whole number from 1 to ${max}`;
export const PAGE_OFFSET_INVALID = "offset must be a whole number from 0";
export const tooManyListItems = (max: number) =>
  `This request asks for more than ${max} list items in all; ask for fewer (limit) or fetch the rest in later requests (offset)`;

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** The wait a locked sign-in is told, in whole minutes rounded up: "Try again in 7 minutes." */
function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export const signInLocked = (seconds: number) => `Too many failed sign-ins. ${tryAgainIn(seconds)}`;

/** What the member is told on asking to delete their account; `eraseOn` is a long date. */
export const accountDeletionScheduled = (eraseOn: string) =>
  `Your account will be erased on ${eraseOn}. We have e-mailed you the date. Sign in before then to keep it.`;

export const ACCOUNT_DELETION_EXPLANATION = `Your account, membership and referral record, and the messages you sent us are erased ${ACCOUNT_DELETION_GRACE_DAYS} days after you ask. You are signed out everywhere at once; signing in during those ${ACCOUNT_DELETION_GRACE_DAYS} days cancels the deletion.`;
