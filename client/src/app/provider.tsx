import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { createApolloClient } from "../lib/apollo-client";
import { AuthProvider } from "../lib/auth";

/** `client` is given when the cache starts from a server-rendered page's data, or on the server. */
export function AppProvider({ children, client: givenClient }: { children: ReactNode; client?: ApolloClient }) {
  const [client] = useState(() => givenClient ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </ApolloProvider>
  );
}
