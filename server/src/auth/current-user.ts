import { createParameterDecorator } from "type-graphql";
import { unauthenticated } from "../common/errors";
import type { AppContext, RequestAuth } from "../context";
import type { Actor } from "../modules/audit/audit.service";
import { keyActor } from "../modules/api-key/api-key.service";

/** The signed-in account; use only on operations that are @Authorized. */
export function CurrentUser() {
  return createParameterDecorator<AppContext>(({ context }) => {
    if (!context.auth.user) throw unauthenticated(context.auth.problem);
    return context.auth.user;
  });
}

/** Who acts for the audit log: the signed-in account, or an API key as itself. */
function actorOf(auth: RequestAuth): Actor {
  if (auth.apiKey) return keyActor(auth.apiKey);
  if (!auth.user) throw unauthenticated(auth.problem);
  return auth.user;
}

/** The account or API key acting; use on operations a key may call (those with @KeyScope). */
export function CurrentActor() {
  return createParameterDecorator<AppContext>(({ context }) => actorOf(context.auth));
}
