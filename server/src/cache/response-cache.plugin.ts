import { createHash } from "node:crypto";
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, OperationTypeNode, type OperationDefinitionNode } from "graphql";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import type { AppContext } from "../context";
import { Role } from "../modules/user/user.enums";
import { publicQueryKey } from "./public-query";
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
 */
export function responseCachePlugins(cache: ResponseCache): ApolloServerPlugin<AppContext>[] {
  const anonymous = ({ contextValue }: { contextValue: AppContext }) => !contextValue.auth.user;
  return [
    responseCachePlugin<AppContext>({
      cache,
      sessionId: () => Promise.resolve(null),
      shouldReadFromCache: (ctx) => Promise.resolve(anonymous(ctx)),
      shouldWriteToCache: (ctx) => Promise.resolve(anonymous(ctx)),
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
          async willSendResponse({ operation, contextValue, response }) {
            const succeeded = response.body.kind === "single" && !response.body.singleResult.errors?.length;
            if (
              operation?.operation === OperationTypeNode.MUTATION &&
              succeeded &&
              contextValue.auth.user?.role === Role.admin &&
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
