import { ErrorCode } from "../../../common/error-codes";
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { clearSession, readToken } from "./session";

// Apollo types a link's context loosely: these links set and read the request headers in it.
declare module "@apollo/client" {
  interface DefaultContext {
    headers?: Record<string, string>;
  }
}

const authLink = new SetContextLink(({ headers }) => {
  const token = readToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

function sentToken(operation: ApolloLink.Operation): string | undefined {
  return operation.getContext().headers?.authorization?.replace(/^Bearer\s+/i, "");
}

/**
 * The server refuses a token once the account is deactivated, its password or role changes,
 * or the token expires: the stored session is then dead, so it is dropped and the header
 * updates. Only when the refused token is still the stored one, so a late answer to a request
 * from an earlier session cannot end the new one.
 */
const sessionEndLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const refused = error.errors.find((e) => e.extensions?.code === ErrorCode.unauthenticated);
  const token = sentToken(operation);
  if (refused && token && token === readToken()) clearSession(refused.message);
});

/** `terminatingLink` lets tests stand in for the network. */
export function createApolloClient(terminatingLink: ApolloLink = new HttpLink({ uri: "/graphql" })): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, sessionEndLink, terminatingLink]),
    cache: new InMemoryCache(),
  });
}
