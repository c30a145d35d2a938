import type { Request, RequestHandler, Response } from "express";

/**
 * Far deeper than any input this API takes (its deepest input objects are a few levels), and
 * far below the depth at which the recursive code after parsing (variable coercion, cache keys,
 * JSON.stringify) overflows the stack.
 */
const MAX_JSON_DEPTH = 64;

/** Whether a parsed JSON value nests deeper than `max`, checked without recursion. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Whether a parsed body or GraphQL GET parameter is one refuseDeepJson refuses. */
export function isTooDeep(value: unknown): boolean {
  return nestsDeeperThan(value, MAX_JSON_DEPTH);
}

/** GraphQL over GET carries its JSON in these query parameters. */
const JSON_QUERY_PARAMETERS = ["variables", "extensions"];

function parsedQueryParameters(req: Request): unknown[] {
  const queryStart = req.url.indexOf("?");
  if (queryStart < 0) return [];
  const params = new URLSearchParams(req.url.slice(queryStart + 1));
  return JSON_QUERY_PARAMETERS.flatMap((name) =>
    params.getAll(name).map((text) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    }),
  );
}

/** Answers `refuse` for a parsed body (or GraphQL GET parameters) nested deeper than MAX_JSON_DEPTH. */
export function refuseDeepJson(refuse: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const values = [req.body as unknown, ...parsedQueryParameters(req)];
    if (values.some(isTooDeep)) return refuse(res);
    next();
  };
}
