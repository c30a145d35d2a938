import { ErrorCode, ErrorReason } from "../../../common/error-codes";
import { siteRoutes } from "../../../common/routes";
import { CSRF_HEADER } from "../../../common/session-cookies";
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { persistedQueriesLink } from "./persisted-queries";
import { clearSession, readCsrfToken, readUser } from "./session";

// Apollo types a link's context loosely: these links set and read the request headers in it.
declare module "@apollo/client" {
  interface DefaultContext {
    headers?: Record<string, string>;
    /** The account signed in when the request was sent. */
    sentAs?: string;
  }
}

/**
 * The session cookie goes by itself; the CSRF token the server asks of cookie mutations goes as a
 * header. A signed-in query never takes an answer the browser kept from before the sign-in for
 * the same GET (the server never lets a signed-in answer be kept).
 */
const sessionLink = new SetContextLink(({ headers, fetchOptions }) => {
  const csrf = readCsrfToken();
  const sentAs = readUser()?.id;
  return {
    headers: csrf ? { ...headers, [CSRF_HEADER]: csrf } : headers,
    sentAs,
    ...(sentAs ? { fetchOptions: { ...(fetchOptions as RequestInit | undefined), cache: "no-store" } } : {}),
  };
});

/**
 * The server refuses a session once it is signed out (here or elsewhere), the account is
 * deactivated, its password or role changes, or the session expires: the stored user is then
 * stale, so it is dropped. Only when the refused request was sent as the account still stored,
 * so a late answer to a request from an earlier session cannot end the new one.
 */
const sessionEndLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const refused = error.errors.find((e) => e.extensions?.code === ErrorCode.unauthenticated);
  const sentAs = operation.getContext().sentAs;
  if (refused && sentAs && sentAs === readUser()?.id) clearSession(refused.message);
});

/**
 * A member changing their account before accepting an updated Terms or Privacy Policy is
 * refused; the acceptance page is where they can, and it brings them back afterwards.
 */
const policyAcceptanceLink = new ErrorLink(({ error }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  if (!error.errors.some((e) => e.extensions?.reason === ErrorReason.policyAcceptanceRequired)) return;
  const page = siteRoutes.acceptPolicies.path;
  const { pathname, search } = window.location;
  if (pathname !== page) window.location.assign(`${page}?next=${encodeURIComponent(`${pathname}${search}`)}`);
});

/** `terminatingLink` lets tests stand in for the network. */
export function createApolloClient(
  // The library's name and version would go in every request's extensions, and so in each GET's URL.
  terminatingLink: ApolloLink = new HttpLink({
    uri: "/graphql",
    credentials: "same-origin",
    enhancedClientAwareness: { transport: false },
  }),
): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLink, sessionEndLink, policyAcceptanceLink, persistedQueriesLink, terminatingLink]),
    // A library image has no id: the blog list and a post's page select different parts of the
    // same post's picture, which are merged rather than one replacing the other.
    cache: new InMemoryCache({ typePolicies: { Picture: { merge: true } } }),
  });
}
