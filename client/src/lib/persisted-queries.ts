import { ApolloLink } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { Kind, OperationTypeNode, type DocumentNode } from "graphql";
import queryIds from "../graphql/persisted-query-ids.json";

/** Each query's SHA-256 of the text Apollo Client sends for it, worked out at build time (`npm run codegen`). */
const QUERY_IDS: Readonly<Record<string, string | undefined>> = queryIds;

const operationName = (document: DocumentNode) =>
  document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.name?.value ?? "";

const listed = (operation: ApolloLink.Operation) =>
  operation.operationType === OperationTypeNode.QUERY && QUERY_IDS[operation.operationName ?? ""] !== undefined;

/**
 * The build's queries go as GET requests carrying only their hash (the APQ protocol), which the
 * server's cache, the browser's and a CDN's can keep by URL. Should the server not know a hash
 * (a client newer than the server), the link sends the text once by POST and the server
 * registers it. Mutations, and documents the build did not list, go whole by POST as before.
 */
export const persistedQueriesLink = ApolloLink.split(
  listed,
  new PersistedQueryLink({
    generateHash: (document) => QUERY_IDS[operationName(document)] ?? "",
    useGETForHashedQueries: true,
  }),
);
