import { createParameterDecorator } from "type-graphql";
import { unauthenticated } from "../common/errors";
import type { AppContext } from "../context";

/** The signed-in account; use only on operations that are @Authorized. */
export function CurrentUser() {
  return createParameterDecorator<AppContext>(({ context }) => {
    if (!context.auth.user) throw unauthenticated(context.auth.problem);
    return context.auth.user;
  });
}
