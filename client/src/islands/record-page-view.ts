import { print } from "graphql/language/printer";
import { RecordPageViewDocument } from "../graphql/generated";

const query = print(RecordPageViewDocument);

/** Counts the view for the dashboard, as PageReady does in the full app, without Apollo. Best effort. */
export function recordPageView(path: string): void {
  fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: "RecordPageView", query, variables: { path } }),
  })
    // Read to the end, so the request is done rather than left open on an unread body.
    .then((response) => response.text())
    .catch(() => undefined);
}
