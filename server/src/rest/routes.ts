import type { RequestAuth } from "../context";
import { Role } from "../modules/user/user.enums";
import { optional, text, toSpecUser, USER_FIELDS, type GraphQLUser } from "./spec-shape";

type Body = Record<string, unknown>;

interface Operation<Data> {
  query: string;
  variables: Record<string, unknown>;
  /** Shapes GraphQL's data into the route's `data`. */
  data: (result: Data) => unknown;
  message: string;
}

type RestOperation = Operation<Record<string, unknown>>;

/** Names the shape of an operation's data: Apollo has checked the result against the query's selection. */
function typed<Data>(operation: Operation<Data>): RestOperation {
  return { ...operation, data: (result) => operation.data(result as Data) };
}

interface Session {
  user: GraphQLUser;
  token: string;
}

export interface RestRoute {
  method: "get" | "put" | "post";
  path: string;
  /** Chooses the GraphQL operation; authorization and validation happen there, as on /graphql. */
  operation: (request: { params: Record<string, string>; body: Body; auth: RequestAuth }) => RestOperation;
}

const session = (result: Session) => ({ user: toSpecUser(result.user), token: result.token });

/** The account API of docs/spec.md section 7, as a table over the GraphQL operations. */
export const REST_ROUTES: RestRoute[] = [
  {
    method: "post",
    path: "/auth/login",
    operation: ({ body }) =>
      typed({
        query: `mutation ($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`,
        variables: { input: { email: text(body.email), password: text(body.password) } },
        data: (d: { login: Session }) => session(d.login),
        message: "Logged in successfully!",
      }),
  },
  {
    method: "post",
    path: "/auth/signup",
    operation: ({ body }) =>
      typed({
        query: `mutation ($input: SignupInput!) { signup(input: $input) { token user { ${USER_FIELDS} } } }`,
        variables: { input: { email: text(body.email), password: text(body.password), name: text(body.name) } },
        data: (d: { signup: Session }) => session(d.signup),
        message: "Account created successfully!",
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
            query: `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { token user { ${USER_FIELDS} } } }`,
            variables: {
              input: { name: optional(body.name), newPassword: optional(body.password), currentPassword: optional(body.current_password) },
            },
            // A new password ends older sessions, so the caller gets a fresh token.
            data: (d: { updateMe: Session }) => ({ ...toSpecUser(d.updateMe.user), token: d.updateMe.token }),
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
                password: optional(body.password),
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
          input: { membershipTier: optional(body.membership_tier), expirationDate: optional(body.expiration_date) },
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
];
