import { createHash } from "node:crypto";
import { ApolloLink } from "@apollo/client";
import { print } from "@apollo/client/utilities";
import { Kind, OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from "graphql";
import { of } from "rxjs";
import * as generated from "../graphql/generated";
import manifest from "../graphql/persisted-operations.json";
import { createApolloClient } from "./apollo-client";

interface Sent {
  name: string | undefined;
  text: string;
  hash: unknown;
  includeQuery: unknown;
  method: unknown;
}

/** Stands in for the HTTP link (which sends by POST unless told otherwise): notes what it would send, then answers. */
function recordingLink(sent: Sent[], answer: (operation: ApolloLink.Operation) => ApolloLink.Result = () => ({ data: null })) {
  return new ApolloLink((operation) => {
    const { http, fetchOptions } = operation.getContext() as { http?: { includeQuery?: boolean }; fetchOptions?: { method?: string } };
    sent.push({
      name: operation.operationName,
      text: print(operation.query),
      hash: (operation.extensions.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash,
      includeQuery: http?.includeQuery,
      method: fetchOptions?.method,
    });
    return of(answer(operation));
  });
}

const operations = Object.entries(generated)
  .filter(([name]) => name.endsWith("Document"))
  .map(([, document]) => {
    const definition = (document as DocumentNode).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    return { document: document as DocumentNode, name: definition.name!.value, type: definition.operation };
  });
const listed = new Map(manifest.operations.map((operation) => [operation.name, operation]));
const currentUser = operations.find((o) => o.name === "CurrentUser")!;

async function send(link: ApolloLink, { document, type }: (typeof operations)[number]) {
  const client = createApolloClient(link);
  const request =
    type === OperationTypeNode.MUTATION
      ? client.mutate({ mutation: document, fetchPolicy: "no-cache" })
      : client.query({ query: document, fetchPolicy: "no-cache" });
  await request.catch(() => undefined);
}

describe("persisted queries in the browser's Apollo client", () => {
  it("sends every query by GET with the build's hash of exactly the text it would send, and no text", async () => {
    expect(operations.length).toBe(manifest.operations.length);
    for (const operation of operations.filter((o) => o.type === OperationTypeNode.QUERY)) {
      const sent: Sent[] = [];
      await send(recordingLink(sent), operation);
      const entry = listed.get(operation.name)!;
      expect(sent).toEqual([{ name: operation.name, text: entry.body, hash: entry.id, includeQuery: false, method: "GET" }]);
      expect(createHash("sha256").update(entry.body).digest("hex")).toBe(entry.id);
    }
  });

  it("sends mutations whole, by POST, as the manifest lists them", async () => {
    for (const operation of operations.filter((o) => o.type === OperationTypeNode.MUTATION)) {
      const sent: Sent[] = [];
      await send(recordingLink(sent), operation);
      expect(sent).toEqual([
        { name: operation.name, text: listed.get(operation.name)!.body, hash: undefined, includeQuery: undefined, method: undefined },
      ]);
    }
  });

  it("keeps a signed-in member's GETs out of the browser's HTTP cache", async () => {
    localStorage.setItem("user", JSON.stringify({ id: "7", email: "a@x.in", name: "Asha", role: "user" }));
    const fetchOptions: unknown[] = [];
    const link = new ApolloLink((operation) => {
      fetchOptions.push(operation.getContext().fetchOptions);
      return of({ data: null });
    });
    await send(link, currentUser);
    localStorage.clear();
    await send(link, currentUser);
    expect(fetchOptions).toEqual([{ method: "GET", cache: "no-store" }, { method: "GET" }]);
  });

  it("sends the text once by POST when the server does not know the hash", async () => {
    const sent: Sent[] = [];
    const notFound = { errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] };
    const link = recordingLink(sent, () => (sent.length === 1 ? notFound : { data: { me: null } }));
    await send(link, currentUser);
    expect(sent.map(({ hash, includeQuery, method }) => ({ hash, includeQuery, method }))).toEqual([
      { hash: listed.get("CurrentUser")!.id, includeQuery: false, method: "GET" },
      { hash: listed.get("CurrentUser")!.id, includeQuery: true, method: undefined }, // the HTTP link's own: POST
    ]);
  });
});
