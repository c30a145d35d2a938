import { createHash } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, OperationTypeNode, type OperationDefinitionNode } from "graphql";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import type { AppContext } from "../context";
import { Role } from "../modules/user/user.enums";
import { publicQueryKey } from "./public-query";
import { PUBLIC_MAX_AGE } from "./cache-control";
import type { ContentSchedule } from "./content-schedule";
import type { ResponseCache } from "./response-cache";

/** Mutations an admin may run that change nothing a visitor reads (counting their own page view, say). */
const LEAVES_CONTENT_ALONE = new Set(["recordPageView"]);

function changesContent(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some(
    (selection) => selection.kind !== Kind.FIELD || !LEAVES_CONTENT_ALONE.has(selection.name.value),
  );
}

/** The plugin's "no session" mode; every entry this app stores is in it (sessionId is always null). */
const NO_SESSION = 0;

/**
 * Anonymous queries are answered from the cache while their hints allow; signed-in requests
 * always run. A successful admin mutation empties the cache, so changes show at once.
 * Hits are mostly answered before Express by the fast path (http/fast-path.ts), from these same entries.
 * No answer is kept past the next scheduled change to public content (a post going live).
 */
export function responseCachePlugins(cache: ResponseCache, schedule: ContentSchedule): ApolloServerPlugin<AppContext>[] {
  const anonymous = ({ contextValue }: { contextValue: AppContext }) => !contextValue.auth.user && !contextValue.auth.apiKey;
  return [
    responseCachePlugin<AppContext>({
      cache,
      sessionId: () => Promise.resolve(null),
      shouldReadFromCache: (ctx) => Promise.resolve(anonymous(ctx)),
      // A preview (a draft shown through its signed link) is never kept.
      shouldWriteToCache: (ctx) => Promise.resolve(anonymous(ctx) && !ctx.contextValue.preview),
      // Public entries use the key the fast path computes from the raw request.
      generateCacheKey: ({ request, source }, keyData) => {
        const { sessionMode, extra } = keyData as { sessionMode?: number; extra?: unknown };
        if (sessionMode === NO_SESSION && extra == null && source !== undefined) {
          return publicQueryKey({
            query: source,
            operationName: request.operationName ?? null,
            variables: { ...(request.variables ?? {}) },
          });
        }
        return `session:${createHash("sha256").update(JSON.stringify(keyData)).digest("hex")}`;
      },
    }),
    {
      requestDidStart() {
        return Promise.resolve({
          // Runs only when the operation executes (a miss), so a cache hit costs no lookup;
          // signed-in answers are never stored, so they skip it too.
          async executionDidStart(requestContext) {
            const { operation, overallCachePolicy } = requestContext;
            // No operation when the request names one the document lacks: Apollo then answers 400.
            if (operation?.operation === OperationTypeNode.QUERY && anonymous(requestContext))
              overallCachePolicy.restrict({ maxAge: await schedule.maxAge(PUBLIC_MAX_AGE) });
          },
          async willSendResponse({ operation, contextValue, response, overallCachePolicy }) {
            if (contextValue.preview) {
              response.http.headers.set("cache-control", "private, no-store");
              response.http.headers.set("x-robots-tag", "noindex");
            } else if (!anonymous({ contextValue })) {
              // A signed-in GET (by hash) has the URL an anonymous one has: no cache, the browser's
              // included, may keep its answer (nor show an admin a list from before their change).
              overallCachePolicy.restrict({ maxAge: 0 });
            }
            const succeeded = response.body.kind === "single" && !response.body.singleResult.errors?.length;
            if (
              operation?.operation === OperationTypeNode.MUTATION &&
              succeeded &&
              (contextValue.auth.user?.role === Role.admin || contextValue.auth.apiKey) &&
              changesContent(operation)
            ) {
              await cache.invalidate();
            }
          },
        });
      },
    },
  ];
}
