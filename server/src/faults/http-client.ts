import http, { type IncomingHttpHeaders } from "node:http";

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A keep-alive agent for load; omitted: a fresh connection that closes after the response. */
  agent?: http.Agent;
  timeoutMs?: number;
}

/**
 * One HTTP/1.1 request over node:http, so connection-level failures keep their codes
 * (ECONNREFUSED: nothing listening; ECONNRESET: connection dropped) and a body cut short
 * is an error, never a partial success.
 */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const request = http.request(url, {
      method: options.method ?? "GET",
      agent: options.agent ?? false,
      headers: { ...(body ? { "content-length": String(body.length) } : {}), ...options.headers },
    });
    request.setTimeout(options.timeoutMs ?? 20_000, () =>
      request.destroy(Object.assign(new Error("request timed out"), { code: "ETIMEDOUT" })),
    );
    request.once("error", reject);
    request.once("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("error", reject);
      response.once("aborted", () => reject(Object.assign(new Error("response aborted"), { code: "ECONNRESET" })));
      response.once("end", () => {
        if (!response.complete) {
          reject(Object.assign(new Error("response incomplete"), { code: "ECONNRESET" }));
          return;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.end(body);
  });
}

export function errorCode(error: unknown): string {
  return String((error as NodeJS.ErrnoException)?.code ?? (error as Error)?.message ?? error);
}
