import { ApolloProvider } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { Toaster } from "../components/ui/toaster";
import { createApolloClient } from "../lib/apollo-client";
import { AuthProvider } from "../lib/auth";

export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </ApolloProvider>
  );
}
