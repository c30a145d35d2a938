import type { ApolloServerPlugin } from "@apollo/server";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import type { AppContext } from "../context";
import type { ResponseCache } from "./response-cache";

/**
 * Anonymous queries are answered from the cache while their hints allow; signed-in requests
 * always run. A successful admin mutation empties the cache, so changes show at once.
 */
export function responseCachePlugins(cache: ResponseCache): ApolloServerPlugin<AppContext>[] {
  const anonymous = ({ contextValue }: { contextValue: AppContext }) => !contextValue.auth.user;
  return [
    responseCachePlugin<AppContext>({
      cache,
      sessionId: async () => null,
      shouldReadFromCache: async (ctx) => anonymous(ctx),
      shouldWriteToCache: async (ctx) => anonymous(ctx),
    }),
    {
      async requestDidStart() {
        return {
          async willSendResponse({ operation, contextValue, response }) {
            const succeeded = response.body.kind === "single" && !response.body.singleResult.errors?.length;
            if (operation?.operation === "mutation" && succeeded && contextValue.auth.user?.role === "admin") {
              await cache.invalidate();
            }
          },
        };
      },
    },
  ];
}
