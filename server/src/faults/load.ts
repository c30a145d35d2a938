import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Kind as AstKind, parse, print, visit, type ASTNode } from "graphql";
import { ROOT, sleep } from "./app-process";
import { errorCode, httpRequest, type HttpResult } from "./http-client";
import { ErrorCode } from "../../../common/error-codes";
import { HOME_PLAN_COUNT, HOME_POST_COUNT } from "../../../common/validation/limits";

export type Kind = "home" | "api" | "html" | "write";
/**
 * ok: a read answered correctly. accepted: a write reported success. rate-limited: a write
 * refused with TOO_MANY_REQUESTS. rejected: an error answer (HTTP >= 400 or GraphQL errors).
 * invalid: an answer that is neither a correct result nor an error. network: no answer at all.
 */
type Outcome = "ok" | "accepted" | "rate-limited" | "rejected" | "invalid" | "network";

export interface Sample {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
  status?: number;
  detail?: string;
  marker?: string;
}

export interface Session {
  token: string;
  userId: number;
}

/** An operation with only the fragments it spreads (directly or through others), as the client sends it. */
function withSpreadFragments(source: string): string {
  const document = parse(source);
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === AstKind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const operation = document.definitions.find((definition) => definition.kind === AstKind.OPERATION_DEFINITION)!;
  const spread = new Set<string>();
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(fragment) {
        if (spread.has(fragment.name.value)) return;
        spread.add(fragment.name.value);
        collect(fragments.get(fragment.name.value)!);
      },
    });
  collect(operation);
  return print({ ...document, definitions: [operation, ...[...spread].map((name) => fragments.get(name)!)] });
}

/** The home page's own query with the fragments it spreads, as the client sends it. */
const HOME_QUERY = withSpreadFragments(
  [
    "client/src/app/routes/public/home/home-page.graphql",
    "client/src/features/plan/api/plan-summary.graphql",
    "client/src/features/blog/api/blog-post-fields.graphql",
    "client/src/components/ui/api/picture.graphql",
  ]
    .map((file) => readFileSync(path.join(ROOT, file), "utf8"))
    .join("\n"),
);
const SEND_MESSAGE = `mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { success message } }`;

/** Half reads (home page query, REST user read, HTML page), half contact-form writes. */
const MIX: Kind[] = ["home", "write", "api", "write", "html", "write"];
/** One write in this many comes from one shared client, so the per-client limit is still exercised. */
const SHARED_CLIENT_EVERY = 25;
const SHARED_CLIENT = "192.0.2.10";

/**
 * `connections` workers, each a keep-alive connection sending one request after another.
 * Every write has a unique marker in its text, a unique e-mail and (but for a few) its own
 * client address in X-Forwarded-For: the app trusts that header from loopback only, so the
 * test acts as a reverse proxy in front of many visitors and the rate limits stay as shipped.
 */
export class Load {
  readonly samples: Sample[] = [];
  readonly runId = randomBytes(4).toString("hex");
  private readonly agent: http.Agent;
  private stopped = false;
  private writes = 0;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly connections: number,
    private readonly session: Session,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  start(): this {
    this.workers = Array.from({ length: this.connections }, (_, index) => this.worker(index));
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers);
    this.agent.destroy();
  }

  /** Markers of the writes that reported success. */
  accepted(): string[] {
    return this.samples.filter((s) => s.outcome === "accepted").map((s) => s.marker!);
  }

  private async worker(index: number): Promise<void> {
    for (let step = index; !this.stopped; step++) {
      const sample = await this.send(MIX[step % MIX.length]);
      this.samples.push(sample);
      // A stopped server or database is not hammered in a tight loop.
      if (sample.outcome === "network" || (sample.status ?? 0) >= 500) await sleep(50);
    }
  }

  private async send(kind: Kind): Promise<Sample> {
    const startedAt = Date.now();
    const request = this.request(kind);
    try {
      const result = await httpRequest(this.url + request.path, { ...request.options, agent: this.agent });
      return {
        kind,
        startedAt,
        endedAt: Date.now(),
        status: result.status,
        marker: request.marker,
        ...classify(kind, result, this.session),
      };
    } catch (error) {
      return { kind, startedAt, endedAt: Date.now(), outcome: "network", detail: errorCode(error), marker: request.marker };
    }
  }

  private request(kind: Kind): {
    path: string;
    options: { method?: string; headers?: Record<string, string>; body?: string };
    marker?: string;
  } {
    const json = { "content-type": "application/json" };
    switch (kind) {
      case "home":
        return {
          path: "/graphql",
          options: {
            method: "POST",
            headers: json,
            body: JSON.stringify({ query: HOME_QUERY, variables: { planCount: HOME_PLAN_COUNT, postCount: HOME_POST_COUNT } }),
          },
        };
      case "api":
        return { path: `/api/users/${this.session.userId}`, options: { headers: { authorization: `Bearer ${this.session.token}` } } };
      case "html":
        return { path: "/", options: { headers: { accept: "text/html" } } };
      case "write": {
        const n = ++this.writes;
        const marker = `${this.runId}-${n}`;
        const client = n % SHARED_CLIENT_EVERY === 0 ? SHARED_CLIENT : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return {
          path: "/graphql",
          marker,
          options: { method: "POST", headers: { ...json, "x-forwarded-for": client }, body: contactBody(marker) },
        };
      }
    }
  }
}

export function contactBody(marker: string): string {
  return JSON.stringify({
    query: SEND_MESSAGE,
    variables: {
      input: {
        firstName: "Load",
        lastName: "Tester",
        email: `load-${marker}@example.com`,
        phone: "+91 98765 43210",
        subject: "Membership question",
        message: `Marker ${marker}: do you have evening batches?`,
      },
    },
  });
}

/** Pulls the markers back out of stored message texts. */
export function markersIn(messages: string[]): Set<string> {
  return new Set(messages.map((text) => /^Marker (\S+):/.exec(text)?.[1]).filter((m): m is string => Boolean(m)));
}

/** What a GraphQL or REST answer of the load may hold; nothing in it is trusted to be there. */
interface Answer {
  errors?: { message?: string; extensions?: { code?: string } }[];
  data?: { sendContactMessage?: { success?: boolean }; plans?: unknown[]; hero?: { title?: string }; id?: unknown };
  success?: boolean;
  message?: string;
}

function classify(kind: Kind, result: HttpResult, session: Session): { outcome: Outcome; detail?: string } {
  let answer: Answer = {};
  try {
    if (kind !== "html") answer = (JSON.parse(result.body) as Answer | null) ?? {};
  } catch {
    return { outcome: result.status >= 400 ? "rejected" : "invalid", detail: `${result.status} unparseable body` };
  }
  const error = answer.errors?.[0];
  if (kind === "write") {
    if (result.status === 200 && answer.data?.sendContactMessage?.success === true && !error) return { outcome: "accepted" };
    if (error?.extensions?.code === ErrorCode.tooManyRequests) return { outcome: "rate-limited" };
    if (error || result.status >= 400)
      return { outcome: "rejected", detail: `${result.status} ${error?.extensions?.code}: ${error?.message}` };
    return { outcome: "invalid", detail: `${result.status} ${result.body.slice(0, 200)}` };
  }
  if (result.status >= 400)
    return { outcome: "rejected", detail: `${result.status} ${String(error?.message ?? answer.message ?? "").slice(0, 200)}` };
  const correct =
    kind === "home"
      ? !error && (answer.data?.plans?.length ?? 0) > 0 && answer.data?.hero?.title
      : kind === "api"
        ? answer.success === true && answer.data?.id === session.userId
        : result.headers["content-type"]?.includes("text/html") &&
          /<title\b[^>]*>[^<]/.test(result.body) &&
          result.body.includes("</html>");
  return correct ? { outcome: "ok" } : { outcome: "invalid", detail: `${result.status} ${result.body.slice(0, 200)}` };
}

/** Counts per kind and outcome, plus HTTP statuses; for test messages and the report. */
export function summarize(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = { total: samples.length };
  for (const s of samples) {
    counts[`${s.kind}.${s.outcome}`] = (counts[`${s.kind}.${s.outcome}`] ?? 0) + 1;
    const key = s.status === undefined ? `net.${s.detail}` : `http.${s.status}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function serverErrors(samples: Sample[]): Sample[] {
  return samples.filter((s) => (s.status ?? 0) >= 500);
}
