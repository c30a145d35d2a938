// Built by `vite build --ssr` into dist/ssr/entry-server.mjs and loaded by the server, which
// renders each public page's body from the same components the browser hydrates.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print, type FormattedExecutionResult } from "graphql";
// The edge build: the Node one runs each render inside an AsyncLocalStorage, which on Node 20
// turns on async hooks for the rest of the process, every later request paying for them.
import { prerender } from "react-dom/static.edge";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router-dom";
import { matchRoute } from "../../common/routes";
import { Observable } from "rxjs";
import { AppProvider } from "./app/provider";
import { criticalCss } from "./app/critical-css";
import { AppRoutes } from "./app/router";
import { serverStateScript } from "./app/server-state";
import { PageHead } from "./components/seo/page-head";
import { setRenderedOrigin } from "./lib/site-origin";

export interface GraphQLRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Runs an operation as an anonymous visitor, in process (the server's own Apollo). */
export type ExecuteOperation = (request: GraphQLRequest) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** The tags React hoisted from the page's own declarations, for the document's <head>. */
  head: string;
  /** Absent for a page the browser renders alone (it sends a session the server does not see). */
  body?: {
    /** What goes inside #root. */
    html: string;
    /** The data block the browser's cache starts from. */
    stateScript: string;
  };
}

/**
 * Rendered outside a full document, React writes the hoisted <title>, <meta> and <link> tags
 * first, then the body; this splits the two at the first other element.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

export function splitHead(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)?.[0] ?? "";
  return { head, html: markup.slice(head.length) };
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

/**
 * The page at `url` as an anonymous visitor sees it: its head and its body with all its data.
 * Pages for guests, members or admins get their head only, from the same PageHead.
 */
export async function renderPage(url: string, origin: string, execute: ExecuteOperation, signal?: AbortSignal): Promise<RenderedPage> {
  setRenderedOrigin(origin);
  const client = new ApolloClient({ ssrMode: true, link: executeLink(execute), cache: new InMemoryCache() });
  const route = matchRoute(new URL(url, origin).pathname);
  const browserOnly = route !== undefined && route.audience !== "public";
  const page: ReactNode = browserOnly ? <PageHead /> : <AppRoutes />;
  const tree = (
    <AppProvider client={client}>
      <StaticRouter location={url}>{page}</StaticRouter>
    </AppProvider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    // Every boundary inline: React would otherwise move large ones to the end of the document
    // with an inline script to swap them in, which the Content-Security-Policy forbids.
    renderFunction: (node) => prerender(node, { signal, progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
  });
  if (aborted) throw new Error(`Rendering ${url} took too long`);
  const { head, html } = splitHead(result);
  if (browserOnly) return { head };
  const css = criticalCss(html);
  // Nothing in a stylesheet may close the element early.
  const style = css ? `<style>${css.replaceAll("</style", "<\\/style")}</style>` : "";
  return { head: head + style, body: { html, stateScript: serverStateScript(client.extract()) } };
}
