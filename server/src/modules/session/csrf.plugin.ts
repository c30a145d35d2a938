import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, OperationTypeNode } from "graphql";
import { ErrorCode } from "../../../../common/error-codes";
import { MESSAGES } from "../../../../common/validation";
import type { AppContext } from "../../context";

/**
 * Refuses a mutation signed by the browser's cookie without its CSRF token (403), on /graphql
 * and on the REST shim alike. Bearer-signed requests need none: another site cannot send them.
 */
export function csrfPlugin(): ApolloServerPlugin<AppContext> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ operation, contextValue }) => {
          const { viaCookie, csrfPassed } = contextValue.auth;
          if (operation?.operation !== OperationTypeNode.MUTATION || !viaCookie || csrfPassed) return Promise.resolve();
          throw new GraphQLError(MESSAGES.csrfRefused, { extensions: { code: ErrorCode.forbidden, http: { status: 403 } } });
        },
      }),
  };
}
