import type { RequestAuth } from "../context";
import { Role } from "../modules/user/user.enums";
import { ACCOUNT_STATUSES, BADGES, MEMBERSHIP_TIERS, ROLES } from "../../../common/enums";
import { DATA_EXPORT_FILE_NAME, LIMITS, MESSAGES } from "../../../common/validation";
import { emailAddress, expiryDate, object, password, recoveryCodes, ref, str } from "./openapi-schemas";
import type { RouteDocs } from "./route-docs";
import { optional, text, toSpecUser, USER_FIELDS, type GraphQLUser } from "./spec-shape";

type Body = Record<string, unknown>;

interface Operation<Data> {
  query: string;
  variables: Record<string, unknown>;
  /** Shapes GraphQL's data into the route's `data`. */
  data: (result: Data) => unknown;
  message: string;
  /** Answers `data` alone as a JSON file download with this name, instead of the envelope. */
  attachment?: string;
}

type RestOperation = Operation<Record<string, unknown>>;

/** Names the shape of an operation's data: Apollo has checked the result against the query's selection. */
function typed<Data>(operation: Operation<Data>): RestOperation {
  return { ...operation, data: (result) => operation.data(result as Data) };
}

interface Session {
  user: GraphQLUser;
  token: string;
  refreshToken: string;
}

interface SignedInDevice {
  id: string;
  device: string;
  place: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface RestRoute {
  method: "get" | "put" | "post" | "delete";
  path: string;
  /** Chooses the GraphQL operation; authorization and validation happen there, as on /graphql. */
  operation: (request: { params: Record<string, string>; body: Body; auth: RequestAuth }) => RestOperation;
  /** What the OpenAPI document at /api/openapi.json says about the route. */
  docs: RouteDocs;
}

const session = (result: Session) => ({ user: toSpecUser(result.user), token: result.token, refresh_token: result.refreshToken });
const SESSION_FIELDS = `token refreshToken user { ${USER_FIELDS} }`;

/** The account API of docs/spec.md section 7, as a table over the GraphQL operations. */
export const REST_ROUTES: RestRoute[] = [
  {
    method: "post",
    path: "/auth/signup",
    docs: {
      summary: "Create a member account",
      description:
        "Creates a member account (role `user`, tier `basic`) and signs it in. A verification link is e-mailed to the address. Limited per client and per address.",
      tag: "Sign-in and sessions",
      bearer: false,
      body: object(
        {
          email: emailAddress,
          password: password("The new account's password."),
          name: str("Full name.", { maxLength: LIMITS.nameMax }),
          ref: str("A member's referral code from their invite link; credits them when the gym confirms the new member.", {
            minLength: LIMITS.referralCodeLength,
            maxLength: LIMITS.referralCodeLength,
          }),
          acceptPolicies: { type: "boolean", description: "Must be true: the person accepts the current Terms and Privacy Policy." },
        },
        ["ref"],
      ),
      data: ref("Session"),
      errors: {
        400: "A field is missing or invalid, the policies were not accepted, or the address already has an account.",
        429: "Too many sign-ups from this client or for this address.",
      },
      examples: [
        {
          name: "member",
          summary: "A new member signs up (creates account 2 on a fresh server)",
          body: { email: "asha@example.com", password: "iron-warrior-7", name: "Asha Deka", acceptPolicies: true },
          status: 200,
        },
        {
          name: "taken",
          summary: "The address already has an account",
          body: { email: "asha@example.com", password: "iron-warrior-7", name: "Asha Deka", acceptPolicies: true },
          status: 400,
        },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($input: SignupInput!) { signup(input: $input) { ${SESSION_FIELDS} } }`,
        variables: {
          input: {
            email: text(body.email),
            password: text(body.password),
            name: text(body.name),
            referralCode: optional(body.ref),
            acceptPolicies: body.acceptPolicies === true,
          },
        },
        data: (d: { signup: Session }) => session(d.signup),
        message: "Account created successfully!",
      }),
  },
  {
    method: "post",
    path: "/auth/login",
    docs: {
      summary: "Sign in",
      description:
        "Signs in with e-mail and password, and `otp` (a 6-digit authenticator code or a recovery code) when the account has two-factor sign-in; admins always do. Wrong attempts are limited per client and per address.",
      tag: "Sign-in and sessions",
      bearer: false,
      body: object(
        {
          email: emailAddress,
          password: str("The account's password."),
          otp: str("Authenticator code or recovery code; needed only with two-factor sign-in.", { maxLength: LIMITS.oneTimeCodeMax }),
        },
        ["otp"],
      ),
      data: ref("Session"),
      errors: {
        400: "A field is missing.",
        401: "Wrong e-mail or password (the same answer for an unknown address), the account is inactive, or the second factor is missing (`TWO_FACTOR_REQUIRED`) or wrong.",
        429: "Too many attempts; Retry-After says when to try again.",
      },
      examples: [
        { name: "member", summary: "The member signs in", body: { email: "asha@example.com", password: "iron-warrior-7" }, status: 200 },
        {
          name: "wrong-password",
          summary: "A wrong password",
          body: { email: "owner@example.com", password: "not-the-password" },
          status: 401,
        },
        {
          name: "code-needed",
          summary: "An admin without the authenticator code",
          body: { email: "owner@example.com", password: "owner-secret" },
          status: 401,
        },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($input: LoginInput!) { login(input: $input) { ${SESSION_FIELDS} } }`,
        variables: { input: { email: text(body.email), password: text(body.password), otp: optional(body.otp) } },
        data: (d: { login: Session }) => session(d.login),
        message: "Logged in successfully!",
      }),
  },
  {
    method: "post",
    path: "/auth/verify-email",
    docs: {
      summary: "Check an e-mail verification link",
      description:
        "Reads the token of a link from a verification e-mail. `data.status` is `verified`, `expired`, `used` or `invalid`: a link that did not verify is still an answer, not an error.",
      tag: "Sign-in and sessions",
      bearer: false,
      body: object({ token: str("The `token` of the link.", { maxLength: LIMITS.verificationTokenMax }) }),
      data: object({ status: { type: "string", enum: ["verified", "expired", "used", "invalid"], description: "What the link did." } }),
      errors: { 429: "Too many checks from this client." },
      examples: [{ name: "unknown", summary: "A token that was never sent", body: { token: "not-a-real-token" }, status: 200 }],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($token: String!) { verifyEmail(token: $token) }`,
        variables: { token: text(body.token) },
        // verified, expired, used or invalid: the link was read either way.
        data: (d: { verifyEmail: string }) => ({ status: d.verifyEmail }),
        message: "Verification link checked",
      }),
  },
  {
    method: "post",
    path: "/auth/two-factor/setup",
    docs: {
      summary: "Start two-factor setup",
      description:
        "Checks the password and answers a new authenticator secret, as text, an `otpauth://` link and a QR code (SVG). Two-factor sign-in is on only after POST /auth/two-factor/confirm.",
      tag: "Two-factor sign-in",
      bearer: true,
      body: object({ current_password: str("The account's password.") }),
      data: object({
        secret: str("Base32 secret to type into an authenticator app."),
        otpauth_uri: str("The `otpauth://totp/...` link the QR code holds."),
        qr_svg: str("The QR code as an SVG document."),
      }),
      errors: {
        400: "Wrong or missing password.",
        401: "No valid bearer token.",
        429: "Too many wrong passwords.",
      },
      examples: [
        { name: "member", summary: "The member starts setup", as: "member", body: { current_password: "iron-warrior-7" }, status: 200 },
        { name: "wrong-password", summary: "A wrong password", as: "member", body: { current_password: "not-the-password" }, status: 400 },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($password: String!) { startTwoFactorSetup(currentPassword: $password) { secret otpauthUri qrSvg } }`,
        variables: { password: text(body.current_password) },
        data: (d: { startTwoFactorSetup: { secret: string; otpauthUri: string; qrSvg: string } }) => ({
          secret: d.startTwoFactorSetup.secret,
          otpauth_uri: d.startTwoFactorSetup.otpauthUri,
          qr_svg: d.startTwoFactorSetup.qrSvg,
        }),
        message: "Scan the QR code with your authenticator app, then confirm with a code from it.",
      }),
  },
  {
    method: "post",
    path: "/auth/refresh",
    docs: {
      summary: "Refresh a session",
      description:
        "Trades a refresh token for a new token and refresh token. Each refresh token works once; using one a second time ends the session.",
      tag: "Sign-in and sessions",
      bearer: false,
      body: object({ refresh_token: str("The `refresh_token` of the last sign-in or refresh.") }),
      data: ref("Session"),
      errors: { 401: "The refresh token is missing, unknown, used or expired, or its session has ended: sign in again." },
      examples: [
        { name: "unknown", summary: "A refresh token that was never issued", body: { refresh_token: "not-a-real-token" }, status: 401 },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { ${SESSION_FIELDS} } }`,
        variables: { refreshToken: text(body.refresh_token) },
        data: (d: { refreshSession: Session }) => session(d.refreshSession),
        message: "Session refreshed",
      }),
  },
  {
    method: "post",
    path: "/auth/two-factor/confirm",
    docs: {
      summary: "Confirm two-factor setup",
      description:
        "Turns two-factor sign-in on with a code from the authenticator app set up by POST /auth/two-factor/setup, and answers the recovery codes (shown once).",
      tag: "Two-factor sign-in",
      bearer: true,
      body: object({ code: str("The 6-digit code the app shows now.", { maxLength: LIMITS.oneTimeCodeMax }) }),
      data: recoveryCodes,
      errors: { 400: "The code is wrong, or setup was not started.", 401: "No valid bearer token.", 429: "Too many wrong codes." },
      examples: [{ name: "wrong-code", summary: "A code the app did not show", as: "member", body: { code: "000000" }, status: 400 }],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($code: String!) { confirmTwoFactorSetup(code: $code) { codes } }`,
        variables: { code: text(body.code) },
        data: (d: { confirmTwoFactorSetup: { codes: string[] } }) => ({ recovery_codes: d.confirmTwoFactorSetup.codes }),
        message: "Two-factor sign-in is on. Keep the recovery codes somewhere safe.",
      }),
  },
  {
    method: "post",
    path: "/auth/resend-verification",
    docs: {
      summary: "Send the verification e-mail again",
      description: "Mails a new verification link to the signed-in account's address, unless it is already verified. Limited per account.",
      tag: "Sign-in and sessions",
      bearer: true,
      data: object({ message: str("What was done, to show the person.") }),
      errors: { 401: "No valid bearer token.", 429: "Sent too often; Retry-After says when to try again." },
      examples: [
        { name: "member", summary: "The new member asks for the link again", as: "member", status: 200 },
        { name: "anonymous", summary: "Without a token", status: 401 },
      ],
    },
    operation: () =>
      typed({
        query: `mutation { resendVerificationEmail { message } }`,
        variables: {},
        data: (d: { resendVerificationEmail: { message: string } }) => ({ message: d.resendVerificationEmail.message }),
        message: "Verification email requested",
      }),
  },
  {
    method: "post",
    path: "/auth/two-factor/recovery-codes",
    docs: {
      summary: "Replace the recovery codes",
      description: "Checks the password and answers new recovery codes; the old ones stop working.",
      tag: "Two-factor sign-in",
      bearer: true,
      body: object({ current_password: str("The account's password.") }),
      data: recoveryCodes,
      errors: {
        400: "Wrong or missing password, or two-factor sign-in is off.",
        401: "No valid bearer token.",
        429: "Too many wrong passwords.",
      },
      examples: [
        { name: "admin", summary: "The admin gets new codes", as: "admin", body: { current_password: "owner-secret" }, status: 200 },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($password: String!) { regenerateRecoveryCodes(currentPassword: $password) { codes } }`,
        variables: { password: text(body.current_password) },
        data: (d: { regenerateRecoveryCodes: { codes: string[] } }) => ({ recovery_codes: d.regenerateRecoveryCodes.codes }),
        message: "New recovery codes; the old ones no longer work.",
      }),
  },
  {
    method: "post",
    path: "/auth/logout",
    docs: {
      summary: "Sign out",
      description: "Ends this session on the server: its token and refresh token stop working.",
      tag: "Sign-in and sessions",
      bearer: true,
      data: { type: "null" },
      errors: { 401: "No valid bearer token." },
      examples: [{ name: "member", summary: "The member signs out", as: "member", status: 200 }],
    },
    operation: () =>
      typed({
        query: `mutation { logout { message } }`,
        variables: {},
        data: () => null,
        message: MESSAGES.loggedOut,
      }),
  },
  {
    method: "get",
    path: "/auth/sessions",
    docs: {
      summary: "List signed-in devices",
      description: "The account's own sessions, most recently used first.",
      tag: "Sign-in and sessions",
      bearer: true,
      data: { type: "array", items: ref("SignedInDevice") },
      errors: { 401: "No valid bearer token." },
      examples: [{ name: "member", summary: "The member's devices", as: "member", status: 200 }],
    },
    operation: () =>
      typed({
        query: `{ mySessions { id device place createdAt lastSeenAt current } }`,
        variables: {},
        data: (d: { mySessions: SignedInDevice[] }) =>
          d.mySessions.map(({ id, device, place, createdAt, lastSeenAt, current }) => ({
            id,
            device,
            place,
            created_at: createdAt,
            last_seen_at: lastSeenAt,
            current,
          })),
        message: "Sessions loaded",
      }),
  },
  {
    method: "delete",
    path: "/auth/sessions/:id",
    docs: {
      summary: "Sign one device out",
      description: "Ends one of the account's own sessions; an id of any other session is 404.",
      tag: "Sign-in and sessions",
      bearer: true,
      params: { id: "The `id` from GET /auth/sessions." },
      data: { type: "null" },
      errors: { 401: "No valid bearer token.", 404: "No session of this account has the id." },
      examples: [
        {
          name: "unknown",
          summary: "An id that is not one of the member's sessions",
          as: "member",
          params: { id: "not-a-session" },
          status: 404,
        },
      ],
    },
    operation: ({ params }) =>
      typed({
        query: `mutation ($id: ID!) { revokeSession(id: $id) { message } }`,
        variables: { id: params.id },
        data: () => null,
        message: MESSAGES.sessionSignedOut,
      }),
  },
  {
    method: "post",
    path: "/auth/sign-out-everywhere",
    docs: {
      summary: "Sign out everywhere",
      description: "Ends every session of the account, this one included: no earlier token works after it.",
      tag: "Sign-in and sessions",
      bearer: true,
      data: { type: "null" },
      errors: { 401: "No valid bearer token." },
      examples: [{ name: "member", summary: "The member signs out on every device", as: "member", status: 200 }],
    },
    operation: () =>
      typed({
        query: `mutation { signOutEverywhere { message } }`,
        variables: {},
        data: () => null,
        message: MESSAGES.signedOutEverywhere,
      }),
  },
  {
    method: "post",
    path: "/auth/two-factor/disable",
    docs: {
      summary: "Turn two-factor sign-in off",
      description: "Members only, with their password; admins must keep two-factor sign-in and get 403.",
      tag: "Two-factor sign-in",
      bearer: true,
      body: object({ current_password: str("The account's password.") }),
      data: ref("User"),
      errors: {
        400: "Wrong or missing password.",
        401: "No valid bearer token.",
        403: "Admins cannot turn it off.",
        429: "Too many wrong passwords.",
      },
      examples: [
        { name: "admin", summary: "An admin may not turn it off", as: "admin", body: { current_password: "owner-secret" }, status: 403 },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($password: String!) { disableTwoFactor(currentPassword: $password) { ${USER_FIELDS} } }`,
        variables: { password: text(body.current_password) },
        data: (d: { disableTwoFactor: GraphQLUser }) => toSpecUser(d.disableTwoFactor),
        message: "Two-factor sign-in is off.",
      }),
  },
  {
    method: "get",
    path: "/users/:id",
    docs: {
      summary: "Read an account",
      description: "A member reads only their own account; an admin reads any.",
      tag: "Accounts",
      bearer: true,
      params: { id: "The account's `id`." },
      data: ref("User"),
      errors: { 401: "No valid bearer token.", 403: "A member asked for another account.", 404: "No account has the id." },
      examples: [
        { name: "own", summary: "The member reads their own account", as: "member", params: { id: "2" }, status: 200 },
        { name: "other", summary: "The member asks for the admin's account", as: "member", params: { id: "1" }, status: 403 },
        { name: "anonymous", summary: "Without a token", params: { id: "2" }, status: 401 },
        { name: "admin", summary: "The admin reads the member's account", as: "admin", params: { id: "2" }, status: 200 },
        { name: "unknown", summary: "An id no account has", as: "admin", params: { id: "987654" }, status: 404 },
      ],
    },
    operation: ({ params }) =>
      typed({
        query: `query ($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
        variables: { id: params.id },
        data: (d: { user: GraphQLUser }) => toSpecUser(d.user),
        message: "User loaded",
      }),
  },
  {
    method: "put",
    path: "/users/:id",
    docs: {
      summary: "Update an account",
      description:
        "A member changes their own `name` and `password` (with `current_password`; the answer then carries a new `token` and `refresh_token`, as older sessions end); other fields are ignored for them. An admin changes any field of any account, and gives a `reason` for membership changes, kept in the membership history.",
      tag: "Accounts",
      bearer: true,
      params: { id: "The account's `id`." },
      body: object(
        {
          name: str("Full name.", { maxLength: LIMITS.nameMax }),
          password: password("A new password."),
          current_password: str("The present password; needed to set a new one on your own account."),
          email: { ...emailAddress, description: "Admins: a new sign-in address." },
          role: { type: "string", enum: ROLES, description: "Admins: `admin` or `user`; ends the account's sessions." },
          account_status: { type: "string", enum: ACCOUNT_STATUSES, description: "Admins: `inactive` ends the account's sessions." },
          membership_tier: { type: "string", enum: MEMBERSHIP_TIERS, description: "Admins: the plan level." },
          expiration_date: { ...expiryDate, description: `Admins: ${String(expiryDate.description)}` },
          badge: { type: "string", enum: BADGES, description: "Admins: the profile badge." },
          referral_score: { type: "integer", minimum: 0, maximum: LIMITS.referralScoreMax, description: "Admins: referral points." },
          reason: str("Admins: why the membership changed, kept in its history; needed to change `referral_score`.", {
            maxLength: LIMITS.changeReasonMax,
          }),
        },
        [
          "name",
          "password",
          "current_password",
          "email",
          "role",
          "account_status",
          "membership_tier",
          "expiration_date",
          "badge",
          "referral_score",
          "reason",
        ],
      ),
      data: {
        allOf: [ref("User")],
        properties: {
          token: str("Only when a member changed their own password: the new bearer token."),
          refresh_token: str("Only when a member changed their own password: the new refresh token."),
        },
      },
      errors: {
        400: "A field is invalid (each under `errors`), or the current password is wrong.",
        401: "No valid bearer token.",
        403: "A member asked to change another account, or must first accept changed Terms or Privacy Policy (GraphQL `acceptPolicies`).",
        404: "No account has the id.",
      },
      examples: [
        {
          name: "rename",
          summary: "The member changes their name",
          as: "member",
          params: { id: "2" },
          body: { name: "Asha Deka Baruah" },
          status: 200,
        },
        {
          name: "admin",
          summary: "The admin awards a badge and points",
          as: "admin",
          params: { id: "2" },
          body: { badge: "gold", referral_score: 40, reason: "Won the November challenge" },
          status: 200,
        },
        {
          name: "invalid",
          summary: "An address that is not one",
          as: "admin",
          params: { id: "2" },
          body: { email: "not-an-email" },
          status: 400,
        },
      ],
    },
    operation: ({ params, body, auth }) =>
      auth.user && auth.user.role !== Role.admin && String(auth.user.id) === params.id
        ? typed({
            query: `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { ${SESSION_FIELDS} } }`,
            variables: {
              input: { name: optional(body.name), newPassword: optional(body.password), currentPassword: optional(body.current_password) },
            },
            // A new password ends older sessions, so the caller gets a fresh token.
            data: (d: { updateMe: Session }) => ({
              ...toSpecUser(d.updateMe.user),
              token: d.updateMe.token,
              refresh_token: d.updateMe.refreshToken,
            }),
            message: "Account updated successfully",
          })
        : typed({
            query: `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
            variables: {
              id: params.id,
              input: {
                name: optional(body.name),
                email: optional(body.email),
                role: optional(body.role),
                accountStatus: optional(body.account_status),
                membershipTier: optional(body.membership_tier),
                expirationDate: optional(body.expiration_date),
                badge: optional(body.badge),
                referralScore: optional(body.referral_score),
                reason: optional(body.reason),
                password: optional(body.password),
                currentPassword: optional(body.current_password),
              },
            },
            data: (d: { updateUser: GraphQLUser }) => toSpecUser(d.updateUser),
            message: "User updated successfully",
          }),
  },
  {
    method: "post",
    path: "/admin/users/:id/upgrade",
    docs: {
      summary: "Upgrade a membership",
      description:
        "Admins: sets the tier and expiry and stamps `upgraded_at` with now (an `upgraded_at` in the body is ignored). Without `expiration_date` the membership runs a year from today.",
      tag: "Admin",
      bearer: true,
      params: { id: "The member's account `id`." },
      body: object(
        {
          membership_tier: { type: "string", enum: MEMBERSHIP_TIERS, description: "The new plan level." },
          expiration_date: expiryDate,
          reason: str("Why, kept in the membership history the member sees.", { maxLength: LIMITS.changeReasonMax }),
        },
        ["expiration_date"],
      ),
      data: ref("User"),
      errors: {
        400: "No or an unknown tier, no reason, or an invalid date.",
        401: "No valid bearer token.",
        403: "Not an admin, or an admin without two-factor sign-in.",
        404: "No account has the id.",
      },
      examples: [
        {
          name: "premium",
          summary: "The member pays for a premium year",
          as: "admin",
          params: { id: "2" },
          body: { membership_tier: "premium", expiration_date: "2027-11-30", reason: "Paid for a year at the desk" },
          status: 200,
        },
        {
          name: "member",
          summary: "A member may not",
          as: "member",
          params: { id: "2" },
          body: { membership_tier: "platinum", reason: "Paid" },
          status: 403,
        },
        {
          name: "unknown",
          summary: "An id no account has",
          as: "admin",
          params: { id: "987654" },
          body: { membership_tier: "premium", reason: "Paid" },
          status: 404,
        },
      ],
    },
    operation: ({ params, body }) =>
      typed({
        // upgraded_at in the body is ignored: the server sets it to now.
        query: `mutation ($id: ID!, $input: UpgradeUserInput!) { upgradeUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
        variables: {
          id: params.id,
          input: {
            membershipTier: optional(body.membership_tier),
            expirationDate: optional(body.expiration_date),
            reason: optional(body.reason),
          },
        },
        data: (d: { upgradeUser: GraphQLUser }) => toSpecUser(d.upgradeUser),
        message: "User upgraded successfully",
      }),
  },
  {
    method: "put",
    path: "/admin/users/:id/status",
    docs: {
      summary: "Activate or deactivate an account",
      description: "Admins: an inactive account cannot sign in, and its sessions end at once.",
      tag: "Admin",
      bearer: true,
      params: { id: "The account's `id`." },
      body: object({ account_status: { type: "string", enum: ACCOUNT_STATUSES, description: "The new status." } }),
      data: ref("User"),
      errors: {
        400: "No or an unknown status.",
        401: "No valid bearer token.",
        403: "Not an admin, or an admin without two-factor sign-in.",
        404: "No account has the id.",
      },
      examples: [
        {
          name: "active",
          summary: "The admin keeps the member active",
          as: "admin",
          params: { id: "2" },
          body: { account_status: "active" },
          status: 200,
        },
        { name: "missing", summary: "Without a status", as: "admin", params: { id: "2" }, body: {}, status: 400 },
      ],
    },
    operation: ({ params, body }) =>
      typed({
        query: `mutation ($id: ID!, $status: AccountStatus!) { setUserStatus(id: $id, status: $status) { ${USER_FIELDS} } }`,
        variables: { id: params.id, status: body.account_status },
        data: (d: { setUserStatus: GraphQLUser }) => toSpecUser(d.setUserStatus),
        message: "User status updated successfully",
      }),
  },
  {
    method: "get",
    path: "/admin/users",
    docs: {
      summary: "List accounts",
      description: "Admins: every account, members and admins.",
      tag: "Admin",
      bearer: true,
      data: { type: "array", items: ref("User") },
      errors: { 401: "No valid bearer token.", 403: "Not an admin, or an admin without two-factor sign-in." },
      examples: [
        { name: "admin", summary: "The admin lists the accounts", as: "admin", status: 200 },
        { name: "member", summary: "A member may not", as: "member", status: 403 },
      ],
    },
    operation: () =>
      typed({
        query: `{ users { ${USER_FIELDS} } }`,
        variables: {},
        data: (d: { users: GraphQLUser[] }) => d.users.map(toSpecUser),
        message: "Users loaded",
      }),
  },
  {
    method: "get",
    path: "/users/me/export",
    docs: {
      summary: "Download my data",
      description:
        "Everything the gym holds about the signed-in account, as a JSON file download (`Content-Disposition: attachment`), not the envelope. Limited to a few downloads an hour.",
      tag: "Members' data",
      bearer: true,
      download: true,
      data: {
        type: "object",
        required: ["exportedAt", "account", "membership"],
        properties: {
          exportedAt: { type: "string", format: "date-time", description: "When the file was made (UTC)." },
          account: { type: "object", description: "The account's own fields." },
          membership: { type: "object", description: "Tier, expiry and upgrade time." },
        },
        description: "The account, membership, history, messages, sessions and consents, one key each.",
      },
      errors: { 401: "No valid bearer token.", 429: "Downloaded too often; Retry-After says when to try again." },
      examples: [{ name: "member", summary: "The member downloads their data", as: "member", status: 200 }],
    },
    operation: () =>
      typed({
        query: `{ myDataExport }`,
        variables: {},
        data: (d: { myDataExport: string }) => d.myDataExport,
        message: "Your data",
        attachment: DATA_EXPORT_FILE_NAME,
      }),
  },
  {
    method: "post",
    path: "/users/me/deletion",
    docs: {
      summary: "Ask for my account to be deleted",
      description:
        "Checks the password and schedules the account's erasure after the grace period; signing in before then cancels it. Every session ends.",
      tag: "Members' data",
      bearer: true,
      body: object({ current_password: str("The account's password.") }),
      data: object({
        erase_after: { type: "string", format: "date-time", description: "When the account will be erased (UTC)." },
        requested_at: { type: "string", format: "date-time", description: "When the request was made (UTC)." },
      }),
      errors: {
        400: "Wrong or missing password.",
        401: "No valid bearer token.",
        403: "The account is the last active admin.",
        429: "Too many wrong passwords.",
      },
      examples: [
        { name: "wrong-password", summary: "A wrong password", as: "member", body: { current_password: "not-the-password" }, status: 400 },
        {
          name: "member",
          summary: "The member asks for deletion",
          as: "member",
          body: { current_password: "iron-warrior-7" },
          status: 200,
        },
      ],
    },
    operation: ({ body }) =>
      typed({
        query: `mutation ($password: String!) { requestAccountDeletion(currentPassword: $password) { eraseAfter requestedAt } }`,
        variables: { password: text(body.current_password) },
        data: (d: { requestAccountDeletion: { eraseAfter: string; requestedAt: string } }) => ({
          erase_after: d.requestAccountDeletion.eraseAfter,
          requested_at: d.requestAccountDeletion.requestedAt,
        }),
        message: "Your account will be deleted after the grace period. Sign in before then to cancel.",
      }),
  },
  {
    method: "delete",
    path: "/users/me/deletion",
    docs: {
      summary: "Cancel my account's deletion",
      description: "Keeps the account that was to be erased.",
      tag: "Members' data",
      bearer: true,
      data: { type: "null" },
      errors: { 401: "No valid bearer token.", 404: "No deletion is pending." },
      examples: [{ name: "member", summary: "The member changes their mind", as: "member", status: 200 }],
    },
    operation: () =>
      typed({
        query: `mutation { cancelAccountDeletion { message } }`,
        variables: {},
        data: () => null,
        message: MESSAGES.accountDeletionCancelledByYou,
      }),
  },
];
