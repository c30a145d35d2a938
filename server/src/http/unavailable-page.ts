import type { Response } from "express";
import { MESSAGES } from "../../../common/validation";
import { SERVICE_UNAVAILABLE_RETRY_SECONDS } from "../common/errors";

/** How long a page request waits for the database before it is told to come back. */
const PAGE_DATA_DEADLINE_MS = 5000;

/** Raised when a page's data did not arrive within PAGE_DATA_DEADLINE_MS. */
export class PageDataTimeout extends Error {}

/** `work`, or a PageDataTimeout once PAGE_DATA_DEADLINE_MS has passed (a hung database never answers). */
export function withinPageDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PageDataTimeout("Page data timed out")), PAGE_DATA_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** A plain page for a browser when the app cannot render: no script, no database needed. */
function plainPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} | Iron Warrior Fitness</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Iron Warrior Fitness</h1>
<p>${message}</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;
}

const UNAVAILABLE_PAGE = plainPage("Briefly unavailable", MESSAGES.pageUnavailable);

/** A browser asked for a page while the database is away: an HTML page it can show, not JSON. */
export function sendUnavailablePage(res: Response): void {
  res
    .status(503)
    .set("Retry-After", String(SERVICE_UNAVAILABLE_RETRY_SECONDS))
    .set("Cache-Control", "no-store")
    .type("html")
    .send(UNAVAILABLE_PAGE);
}

/** A page request that failed before rendering (e.g. a malformed address): HTML, never JSON. */
export function sendErrorPage(res: Response, status: number): void {
  const page =
    status >= 500 ? plainPage("Something went wrong", MESSAGES.pageFailed) : plainPage("Page not available", MESSAGES.pageAddressInvalid);
  res.status(status).set("Cache-Control", "no-store").type("html").send(page);
}
