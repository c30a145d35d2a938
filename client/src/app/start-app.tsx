import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { readServerState } from "./server-state";
import { createApolloClient } from "../lib/apollo-client";

/** The whole app: every page, Apollo and client-side navigation. */
export function startApp(): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");

  const serverState = root.firstElementChild ? readServerState() : null;
  if (serverState) {
    // The server rendered this page from this data: the cache starts from it, so the page comes
    // alive without asking for it again.
    const client = createApolloClient();
    client.cache.restore(serverState);
    hydrateRoot(
      root,
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  } else {
    const reactRoot = createRoot(root);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole tree (Lighthouse's Total Blocking Time on mobile).
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  }
}
