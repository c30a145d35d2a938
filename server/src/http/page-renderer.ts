import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ApolloServer } from "@apollo/server";
import type { FormattedExecutionResult } from "graphql";
import type { AppConfig } from "../config/env";
import type { AppContext } from "../context";
import type { Services } from "../services";
import { processLogger } from "../logging/current-logger";
import type { Logger } from "../logging/logger";

/** A page rendered on the server: its head, and (for public pages) what goes inside #root with its data. */
export interface RenderedPage {
  head: string;
  body?: { html: string; stateScript: string };
}

interface GraphQLRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** The shape of dist/ssr/entry-server.mjs (client/src/entry-server.tsx). */
export interface ServerEntry {
  renderPage(
    url: string,
    origin: string,
    execute: (request: GraphQLRequest) => Promise<FormattedExecutionResult>,
    signal?: AbortSignal,
  ): Promise<RenderedPage>;
}

interface PageRender {
  /** Absent when the page is left to the browser. */
  page?: RenderedPage;
  /** False after a failure (a query error, a timeout): the next request tries again. */
  cacheable: boolean;
}

export interface PageRenderer {
  /** The page's head and body as an anonymous visitor sees it; `log` is the asking request's. */
  render(path: string, clientKey: string, log: Logger): Promise<PageRender>;
}

/** A page whose render takes longer than this is left to the browser. */
const RENDER_TIMEOUT_MS = 5000;

class RenderTimeout extends Error {}

/** The render, or a RenderTimeout once `ms` have passed: a render that never settles does not hold the visitor. */
function within<T>(ms: number, signal: AbortSignal, render: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RenderTimeout()), ms);
    signal.addEventListener("abort", () => reject(new RenderTimeout()), { once: true });
    render.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Renders public pages with the client's own components (built by `vite build --ssr`), their
 * queries answered in process by this server's Apollo as an anonymous visitor. Without that
 * build, or when a render fails, pages get the template's fallback head and the browser renders them.
 */
export function createPageRenderer(
  entryFile: string,
  apollo: ApolloServer<AppContext>,
  services: Services,
  config: AppConfig,
  options: { loadEntry?: () => Promise<ServerEntry | null>; timeoutMs?: number } = {},
): PageRenderer {
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (entry ??= options.loadEntry
      ? options.loadEntry()
      : existsSync(entryFile)
        ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
            processLogger().error({ err: error }, "Server rendering is off: the page renderer did not load");
            return null;
          })
        : Promise.resolve(null));
  const origin = new URL(config.publicUrl).origin;

  return {
    async render(path, clientKey, log) {
      const renderer = await load();
      if (!renderer) return { cacheable: true };
      const contextValue: AppContext = { services, config, auth: { user: null }, clientKey, log };
      let queryFailed = false;
      const execute = async (request: GraphQLRequest): Promise<FormattedExecutionResult> => {
        const response = await apollo.executeOperation(request, { contextValue });
        if (response.body.kind !== "single") throw new Error("Unexpected incremental response");
        if (response.body.singleResult.errors?.length) queryFailed = true;
        return response.body.singleResult;
      };
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const page = await within(timeoutMs, signal, renderer.renderPage(path, origin, execute, signal));
        // A page showing an error (the database away, say) is not kept: the browser asks again.
        return queryFailed ? { cacheable: false } : { page, cacheable: true };
      } catch (error) {
        // A render cut off by the clock is abandoned and the app shell kept in its place for the
        // cache's lifetime, so visitors asking for the same page do not start it again.
        if (error instanceof RenderTimeout || signal.aborted) {
          log.warn({ path, timeoutMs }, "Server rendering took too long; the browser renders the page");
          return { cacheable: true };
        }
        log.error({ err: error, path }, "Server rendering failed; the browser will render the page");
        return { cacheable: false };
      }
    },
  };
}
