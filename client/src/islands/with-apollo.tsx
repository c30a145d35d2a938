import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { ReactNode } from "react";
import { readServerState } from "../app/server-state";
import { createApolloClient } from "../lib/apollo-client";
import { AuthProvider } from "../lib/auth";

let client: ApolloClient | undefined;

/** One Apollo client for every island on the page, starting from the data the page was rendered from. */
function islandClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    client.cache.restore(readServerState() ?? {});
  }
  return client;
}

export function WithApollo({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={islandClient()}>
      <AuthProvider>{children}</AuthProvider>
    </ApolloProvider>
  );
}
