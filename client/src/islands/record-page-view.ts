import operation from "../components/layouts/api/page-view.graphql?raw";

/**
 * Counts the view for the dashboard, as PageReady does in the full app, without Apollo. Best
 * effort. The operation goes as its .graphql file spells it (the file codegen reads), so the
 * islands need no GraphQL printer.
 */
export function recordPageView(path: string): void {
  fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: "RecordPageView", query: operation, variables: { path } }),
  })
    // Read to the end, so the request is done rather than left open on an unread body.
    .then((response) => response.text())
    .catch(() => undefined);
}
