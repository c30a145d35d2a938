import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL } from "graphiql";
import "graphiql/style.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

// Served by us at /graphql for browsers, so integrators get a playground with no internet access.
const fetcher = createGraphiQLFetcher({ url: "/graphql" });

const defaultQuery = `# Welcome to the Iron Warrior Fitness API.
# Public queries need no token; for member and admin operations add a header:
#   { "Authorization": "Bearer <token>" }
# The account operations are also REST paths under /api: see /api/docs.

query HomePage {
  hero { title subtitle }
  plans { name price duration features }
}
`;

createRoot(document.getElementById("playground")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
