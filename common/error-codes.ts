/** Stable error codes in GraphQL errors' `extensions.code`; the REST shim maps each to an HTTP status. */
export const ErrorCode = {
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  badUserInput: "BAD_USER_INPUT",
  notFound: "NOT_FOUND",
  tooManyRequests: "TOO_MANY_REQUESTS",
  serviceUnavailable: "SERVICE_UNAVAILABLE",
  /** The password was right; the account also needs its authenticator code (or a recovery code). */
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
  invalidOtp: "INVALID_OTP",
  /** An admin account without two-factor sign-in asked for an admin operation. */
  twoFactorSetupRequired: "TWO_FACTOR_SETUP_REQUIRED",
} as const;

/** Codes whose messages are written for the person using the site, so a client may show them as they are. */
export const USER_FACING_CODES: readonly string[] = [
  ErrorCode.forbidden,
  ErrorCode.badUserInput,
  ErrorCode.notFound,
  ErrorCode.tooManyRequests,
  ErrorCode.unauthenticated,
  ErrorCode.twoFactorRequired,
  ErrorCode.invalidOtp,
  ErrorCode.twoFactorSetupRequired,
];

/** A finer reason beside a code, for clients that act on it (`extensions.reason`). */
export const ErrorReason = {
  /** FORBIDDEN until the member accepts the current Terms and Privacy Policy (/accept-policies). */
  policyAcceptanceRequired: "POLICY_ACCEPTANCE_REQUIRED",
} as const;
