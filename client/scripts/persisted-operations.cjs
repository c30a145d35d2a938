// Run by `npm run codegen` (codegen.yml's hook) after generated.ts is written: the build-time
// list of the client's GraphQL operations that the server accepts by hash (persisted queries).
// Each body is what Apollo Client itself sends for the generated document (its cache adds
// __typename, client-only directives are dropped), so it is found by sending each document
// through a real Apollo Client and keeping what reaches the network.
const { createHash } = require("node:crypto");
const { readFileSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const { ApolloClient, ApolloLink, InMemoryCache } = require("@apollo/client");
const { print } = require("@apollo/client/utilities");
const { of } = require("rxjs");

const graphqlDir = path.resolve(__dirname, "../src/graphql");
const GENERATED = path.join(graphqlDir, "generated.ts");
/** Apollo's persisted query manifest format: every operation (queries and mutations), for the server. */
const MANIFEST = path.join(graphqlDir, "persisted-operations.json");
/** Query name to hash, for the browser: only queries go by hash (mutations are sent whole, by POST). */
const QUERY_IDS = path.join(graphqlDir, "persisted-query-ids.json");

/** The generated documents of operations, by their export name, parsed from generated.ts as Vite's plugin reads them. */
function generatedOperations() {
  const source = readFileSync(GENERATED, "utf8");
  return [...source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm)].map(([, name = "", json = ""]) => ({
    name,
    document: JSON.parse(json),
  }));
}

async function sentBodies(operations) {
  let sent;
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      sent = print(operation.query);
      return of({ data: null });
    }),
  });
  const bodies = [];
  for (const { name, document } of operations) {
    sent = undefined;
    const definition = document.definitions.find((d) => d.kind === "OperationDefinition");
    const type = definition.operation;
    const request =
      type === "mutation"
        ? client.mutate({ mutation: document, fetchPolicy: "no-cache" })
        : client.query({ query: document, fetchPolicy: "no-cache" });
    await request.catch(() => undefined);
    if (sent === undefined) throw new Error(`Apollo Client sent nothing for ${name}`);
    if (definition.name?.value !== name) throw new Error(`${name}Document holds operation ${definition.name?.value}`);
    bodies.push({ id: createHash("sha256").update(sent).digest("hex"), name, type, body: sent });
  }
  return bodies;
}

async function main() {
  const operations = (await sentBodies(generatedOperations())).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const manifest = { format: "apollo-persisted-query-manifest", version: 1, operations };
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  const ids = Object.fromEntries(operations.filter((o) => o.type === "query").map((o) => [o.name, o.id]));
  writeFileSync(QUERY_IDS, `${JSON.stringify(ids, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
