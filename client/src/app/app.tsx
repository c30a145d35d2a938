import type { ApolloClient } from "@apollo/client";
import { BrowserRouter } from "react-router-dom";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { ScrollManager } from "./scroll/scroll-manager";

/**
 * The component router, not createBrowserRouter: no page uses loaders or actions, and the data
 * router would add ~15 kB gzip to what the home page loads before it is interactive.
 */
export function App({ client }: { client?: ApolloClient }) {
  return (
    <AppProvider client={client}>
      <BrowserRouter>
        <ScrollManager />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
