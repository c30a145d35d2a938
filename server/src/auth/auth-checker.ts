import type { AuthChecker } from "type-graphql";
import { forbidden, unauthenticated } from "../common/errors";
import type { AppContext } from "../context";
import { twoFactorSetupRequired } from "../modules/two-factor/two-factor.errors";
import type { User } from "../modules/user/user.entity";
import { Role } from "../modules/user/user.enums";
import { Access } from "./roles";

/** For operations that check the role themselves: an admin, with a second factor. */
export function assertAdmin(user: User): void {
  if (user.role !== Role.admin) throw forbidden();
  if (!user.twoFactorEnabled) throw twoFactorSetupRequired();
}

/** Throws coded errors (rather than returning false) so clients can tell 401 from 403. */
export const authChecker: AuthChecker<AppContext, Access> = ({ root, context }, access) => {
  const parent: unknown = root;
  const account = typeof parent === "object" && parent !== null ? parent : undefined;
  if (access.includes(Access.SelfOrAdmin) && account && context.auth.ownAccounts?.has(account)) return true;
  const { user } = context.auth;
  if (!user) throw unauthenticated(context.auth.problem);
  if (access.length === 0) return true;
  if (access.includes(Access.SelfOrAdmin) && account && "id" in account && account.id === user.id) return true;
  // Every REST route runs through here too, so this holds for both transports.
  assertAdmin(user);
  return true;
};
