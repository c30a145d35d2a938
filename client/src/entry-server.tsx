// Built by `vite build --ssr` into dist/ssr/entry-server.mjs and loaded by the server, which
// renders each public page's body from the same components the browser hydrates.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print, type FormattedExecutionResult } from "graphql";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { Observable } from "rxjs";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";
import { serverStateScript } from "./app/server-state";
import { setRenderedOrigin } from "./lib/site-origin";

export interface GraphQLRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Runs an operation as an anonymous visitor, in process (the server's own Apollo). */
export type ExecuteOperation = (request: GraphQLRequest) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The data block the browser's cache starts from. */
  stateScript: string;
}

function executeLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), operationName: operation.operationName, variables: operation.variables }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** The body of the page at `url` with all its data, as an anonymous visitor sees it. */
export async function renderPage(url: string, origin: string, execute: ExecuteOperation, signal?: AbortSignal): Promise<RenderedPage> {
  setRenderedOrigin(origin);
  const client = new ApolloClient({ ssrMode: true, link: executeLink(execute), cache: new InMemoryCache() });
  const tree = (
    <AppProvider client={client}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    // Every boundary inline: React would otherwise move large ones to the end of the document
    // with an inline script to swap them in, which the Content-Security-Policy forbids.
    renderFunction: (node) => prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
  });
  if (aborted) throw new Error(`Rendering ${url} took too long`);
  return { html: result, stateScript: serverStateScript(client.extract()) };
}
