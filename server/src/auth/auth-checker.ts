import type { GraphQLResolveInfo } from "graphql";
import type { AuthCheckerFn } from "type-graphql";
import type { ApiScope } from "../../../common/enums";
import { API_KEY_MESSAGES } from "../../../common/validation";
import { forbidden, unauthenticated } from "../common/errors";
import type { AppContext } from "../context";
import type { ApiKeyPrincipal } from "../modules/api-key/api-key.service";
import { twoFactorSetupRequired } from "../modules/two-factor/two-factor.errors";
import type { User } from "../modules/user/user.entity";
import { Role } from "../modules/user/user.enums";
import { Access } from "./roles";

/** For operations that check the role themselves: an admin, with a second factor. */
export function assertAdmin(user: User): void {
  if (user.role !== Role.admin) throw forbidden();
  if (!user.twoFactorEnabled) throw twoFactorSetupRequired();
}

/** Refuses a key that does not hold the scope (none: the operation is for accounts only). */
export function assertKeyHolds(key: ApiKeyPrincipal, scope: ApiScope | undefined): void {
  if (!scope) throw forbidden(API_KEY_MESSAGES.notForKeys);
  if (!key.scopes.includes(scope)) throw forbidden(API_KEY_MESSAGES.missingScope(scope));
}

/** The scope @KeyScope declared on the field being resolved, if any. */
function declaredScope(info: GraphQLResolveInfo): ApiScope | undefined {
  return info.parentType.getFields()[info.fieldName]?.extensions?.apiScope as ApiScope | undefined;
}

const isOperation = (info: GraphQLResolveInfo) =>
  info.parentType === info.schema.getQueryType() || info.parentType === info.schema.getMutationType();

/**
 * A key is admitted to a query or mutation only by its declared scope. Inside an answer, a field
 * with its own scope (a draft's state) needs that one too; any other guarded field (a member's
 * e-mail) is part of what the operation the key was admitted to returns.
 */
function assertKeyMay(key: ApiKeyPrincipal, info: GraphQLResolveInfo): void {
  const scope = declaredScope(info);
  if (scope || isOperation(info)) assertKeyHolds(key, scope);
}

/** Throws coded errors (rather than returning false) so clients can tell 401 from 403. */
export const authChecker: AuthCheckerFn<AppContext, Access> = ({ root, context, info }, access) => {
  const parent: unknown = root;
  const account = typeof parent === "object" && parent !== null ? parent : undefined;
  if (access.includes(Access.SelfOrAdmin) && account && context.auth.ownAccounts?.has(account)) return true;
  const { user, apiKey } = context.auth;
  if (apiKey) {
    assertKeyMay(apiKey, info);
    return true;
  }
  if (!user) throw unauthenticated(context.auth.problem);
  if (access.length === 0) return true;
  if (access.includes(Access.SelfOrAdmin) && account && "id" in account && account.id === user.id) return true;
  // Every REST route runs through here too, so this holds for both transports.
  assertAdmin(user);
  return true;
};

/** An admin, or a key with the scope: both may read what the scope covers (drafts, say). */
export function readsAsAdmin(context: AppContext, scope: ApiScope): boolean {
  const { user, apiKey } = context.auth;
  return apiKey ? apiKey.scopes.includes(scope) : user?.role === Role.admin;
}
