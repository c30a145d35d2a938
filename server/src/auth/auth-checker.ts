import type { AuthChecker } from "type-graphql";
import { forbidden, unauthenticated } from "../common/errors";
import type { AppContext } from "../context";
import { Role } from "../modules/user/user.enums";
import { Access } from "./roles";

/** Throws coded errors (rather than returning false) so clients can tell 401 from 403. */
export const authChecker: AuthChecker<AppContext, Access> = ({ root, context }, access) => {
  const parent: unknown = root;
  const account = typeof parent === "object" && parent !== null ? parent : undefined;
  if (access.includes(Access.SelfOrAdmin) && account && context.auth.ownAccounts?.has(account)) return true;
  const { user } = context.auth;
  if (!user) throw unauthenticated(context.auth.problem);
  if (user.role === Role.admin || access.length === 0) return true;
  if (access.includes(Access.SelfOrAdmin) && account && "id" in account && account.id === user.id) return true;
  throw forbidden();
};
