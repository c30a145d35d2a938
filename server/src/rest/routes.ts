import type { RequestAuth } from "../context";
import { Role } from "../modules/user/user.enums";
import { DATA_EXPORT_FILE_NAME, MESSAGES } from "../../../common/validation";
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
}

const session = (result: Session) => ({ user: toSpecUser(result.user), token: result.token, refresh_token: result.refreshToken });
const SESSION_FIELDS = `token refreshToken user { ${USER_FIELDS} }`;

/** The account API of docs/spec.md section 7, as a table over the GraphQL operations. */
export const REST_ROUTES: RestRoute[] = [
  {
    method: "post",
    path: "/auth/login",
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
    path: "/auth/signup",
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
    path: "/auth/verify-email",
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
    operation: () =>
      typed({
        query: `mutation { cancelAccountDeletion { message } }`,
        variables: {},
        data: () => null,
        message: MESSAGES.accountDeletionCancelledByYou,
      }),
  },
];
