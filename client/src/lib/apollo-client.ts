import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { readToken } from "./session";

const authLink = new SetContextLink(({ headers }) => {
  const token = readToken();
  return token ? { headers: { ...headers, authorization: `Bearer ${token}` } } : {};
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: authLink.concat(new HttpLink({ uri: "/graphql" })),
    cache: new InMemoryCache(),
  });
}
