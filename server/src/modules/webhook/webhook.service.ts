import { Between, In, IsNull, LessThan, LessThanOrEqual, Or, type DataSource, type EntityManager, type Repository } from "typeorm";
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_SCHEDULE_MS,
  WEBHOOK_TEST_EVENT,
  WebhookDeliveryStatus,
  type WebhookEventType,
} from "../../../../common/validation";
import { badUserInput, notFound } from "../../common/errors";
import { refusedTarget } from "./target-guard";
import type { Page } from "../../common/pagination";
import type { AppConfig } from "../../config/env";
import { processLogger } from "../../logging/current-logger";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import { SecretBox } from "../two-factor/secret-box";
import { User } from "../user/user.entity";
import { Role } from "../user/user.enums";
import { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpoint, WebhookEventRow } from "./webhook.entities";
import type { WebhookEndpointInput } from "./webhook.inputs";
import type { CreatedWebhookEndpoint, WebhookDelivery } from "./webhook.types";
import { postWebhook, type AttemptOutcome } from "./webhook-http";
import { newMessageId, newWebhookSecret, signWebhook } from "./webhook-signature";

/** Deliveries a worker claims per round; they are sent side by side. */
const BATCH = 10;
/** A claim outlives the send's timeout; a worker that died mid-send lets the row go after it. */
const LEASE_MS = 60_000;

/** How far back the expiry job looks: a week of downtime loses no expiry event. */
const EXPIRY_CATCH_UP_MS = 7 * 86_400_000;

export interface WebhookOptions {
  /** Waits after each failed attempt; its length + 1 is the number of attempts. */
  schedule?: readonly number[];
  /** How long one attempt may take, answer included. */
  timeoutMs?: number;
}

export interface EmitOptions {
  /** The transaction of the change that raised the event, so both are stored together. */
  manager?: EntityManager;
  /** Raise this event once only, ever (e.g. `membership.expired:<user>:<expiry>`). */
  dedupeKey?: string;
}

type EventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/**
 * Webhooks: the request that raises an event only writes it to the outbox (`webhook_events` and
 * one `webhook_deliveries` row per subscribed endpoint); every app server's worker sends what is
 * due, claiming each row with a conditional UPDATE first, so several servers never send a
 * delivery twice at once, and a restart loses nothing. Failed attempts are retried on the
 * Standard Webhooks schedule; every attempt is kept for the panel.
 */
export class WebhookService {
  private readonly endpoints: Repository<WebhookEndpoint>;
  private readonly events: Repository<WebhookEventRow>;
  private readonly deliveries: Repository<WebhookDeliveryRow>;
  private readonly attempts: Repository<WebhookAttemptRow>;
  private readonly box: SecretBox;
  private readonly schedule: readonly number[];
  private readonly timeoutMs: number;
  /** Set by the worker: asks it to look for due deliveries soon. */
  private wake?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    options: WebhookOptions = {},
  ) {
    this.endpoints = dataSource.getRepository(WebhookEndpoint);
    this.events = dataSource.getRepository(WebhookEventRow);
    this.deliveries = dataSource.getRepository(WebhookDeliveryRow);
    this.attempts = dataSource.getRepository(WebhookAttemptRow);
    this.box = new SecretBox(config.jwtSecret, "iron-warrior webhook secrets");
    this.schedule = options.schedule ?? WEBHOOK_RETRY_SCHEDULE_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  onEmitted(wake: (() => void) | undefined): void {
    this.wake = wake;
  }

  // --- Admin ---

  list(): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ order: { id: "ASC" } });
  }

  async create(actor: Actor, input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
    if ((await this.endpoints.count()) >= WEBHOOK_LIMITS.endpointsMax)
      throw badUserInput({ url: WEBHOOK_MESSAGES.tooMany }, WEBHOOK_MESSAGES.tooMany);
    await this.assertAllowedTarget(input.url);
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({ ...fields(input), enabled: input.enabled ?? true, secretSealed: this.box.seal(secret) }),
    );
    await this.audit.record(actor, "webhook.create", "WebhookEndpoint", endpoint.id, `${endpoint.url} for ${endpoint.events.join(", ")}`);
    return { endpoint, secret };
  }

  async update(actor: Actor, id: number, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const endpoint = await this.find(id);
    if (input.url.trim() !== endpoint.url) await this.assertAllowedTarget(input.url);
    const before = { ...endpoint };
    Object.assign(endpoint, fields(input), input.enabled == null ? {} : { enabled: input.enabled });
    const saved = await this.endpoints.save(endpoint);
    await this.audit.record(
      actor,
      "webhook.update",
      "WebhookEndpoint",
      id,
      describeChanges(before, saved, ["url", "events", "description", "enabled"]),
    );
    return saved;
  }

  /** Refuses a private or loopback target when it is subscribed, unless WEBHOOK_ALLOW_PRIVATE_TARGETS; every send checks again. */
  private async assertAllowedTarget(url: string): Promise<void> {
    if (this.config.webhookAllowPrivateTargets) return;
    const problem = await refusedTarget(url.trim());
    if (problem) throw badUserInput({ url: problem }, problem);
  }

  /** Deletes the endpoint with its deliveries and their attempts. */
  async delete(actor: Actor, id: number): Promise<boolean> {
    const endpoint = await this.find(id);
    await this.endpoints.delete({ id });
    await this.audit.record(actor, "webhook.delete", "WebhookEndpoint", id, `Deleted ${endpoint.url}`);
    return true;
  }

  /** The endpoint's deliveries, newest first, each with its attempts. */
  async deliveriesOf(endpointId: number, page: Page): Promise<WebhookDelivery[]> {
    await this.find(endpointId);
    const rows = await this.deliveries.find({ where: { endpointId }, order: { id: "DESC" }, skip: page.offset, take: page.limit });
    return this.views(rows);
  }

  /** Sends a delivery again as a new delivery of the same event (same webhook-id), now. */
  async replay(actor: Actor, deliveryId: number): Promise<WebhookDelivery> {
    const original = Number.isSafeInteger(deliveryId) ? await this.deliveries.findOneBy({ id: deliveryId }) : null;
    if (!original) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const row = await this.deliveries.save(
      this.deliveries.create({
        eventId: original.eventId,
        endpointId: original.endpointId,
        status: WebhookDeliveryStatus.pending,
        attempts: 0,
        nextAttemptAt: new Date(),
        replayOf: original.id,
      }),
    );
    await this.audit.record(actor, "webhook.replay", "WebhookEndpoint", original.endpointId, `Replayed delivery ${original.id}`);
    this.wake?.();
    const [view] = await this.views([row]);
    return view!;
  }

  /** Queues a `webhook.test` event to this endpoint alone, whatever it subscribes to. */
  async sendTest(actor: Actor, endpointId: number): Promise<WebhookDelivery> {
    const endpoint = await this.find(endpointId);
    const event = await this.writeEvent(this.dataSource.manager, WEBHOOK_TEST_EVENT, {
      message: "A test event from the gym's admin panel",
    });
    const row = await this.deliveries.save(this.deliveryFor(event!, endpoint));
    await this.audit.record(actor, "webhook.test", "WebhookEndpoint", endpointId, `Sent a test event to ${endpoint.url}`);
    this.wake?.();
    const [view] = await this.views([row]);
    return view!;
  }

  // --- Events ---

  /**
   * Raises an event: writes it and one delivery per enabled endpoint subscribed to it, nothing
   * more (the worker sends). Never throws: a webhook problem must not undo a sign-up.
   */
  async emit(type: WebhookEventType, data: object, options: EmitOptions = {}): Promise<void> {
    const db = options.manager ?? this.dataSource.manager;
    try {
      const subscribed = (await db.find(WebhookEndpoint, { where: { enabled: true } })).filter((e) => e.events.includes(type));
      if (subscribed.length === 0 && !options.dedupeKey) return;
      const event = await this.writeEvent(db, type, data, options.dedupeKey);
      if (!event || subscribed.length === 0) return;
      await db.insert(
        WebhookDeliveryRow,
        subscribed.map((endpoint) => this.deliveryFor(event, endpoint)),
      );
      // Inside a transaction the rows are not visible until it commits; the worker's next round finds them then.
      if (this.wake) setTimeout(this.wake, options.manager ? 200 : 0).unref();
    } catch (error) {
      processLogger().error({ err: error, type }, "A webhook event could not be queued");
    }
  }

  /**
   * `membership.expired` for each member whose expiry passed in the last week (the hourly job
   * catches up after downtime), once per member and expiry date: the event's unique dedupe key
   * makes every later run, on any server, a no-op. Returns how many were raised now.
   */
  async raiseExpiries(now = new Date()): Promise<number> {
    const members = await this.dataSource.getRepository(User).find({
      where: { role: Role.user, expirationDate: Between(new Date(now.getTime() - EXPIRY_CATCH_UP_MS), now) },
      order: { expirationDate: "ASC" },
      take: 1000,
    });
    let raised = 0;
    for (const member of members) {
      const expiry = new Date(member.expirationDate!);
      const dedupeKey = `membership.expired:${member.id}:${expiry.toISOString()}`;
      if (await this.events.existsBy({ dedupeKey })) continue;
      await this.emit("membership.expired", memberPayload(member, { expiredAt: expiry.toISOString() }), { dedupeKey });
      raised += 1;
    }
    return raised;
  }

  /** Deletes events older than the retention period, with their deliveries and attempts; returns how many. */
  async deleteOld(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - WEBHOOK_LIMITS.retentionDays * 86_400_000);
    const result = await this.events.delete({ createdAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  private async writeEvent(db: EntityManager, type: EventType, data: object, dedupeKey?: string): Promise<WebhookEventRow | null> {
    const messageId = newMessageId();
    const payload = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
    await db
      .createQueryBuilder()
      .insert()
      .into(WebhookEventRow)
      .values({ messageId, type, payload, dedupeKey: dedupeKey ?? null })
      .orIgnore()
      .updateEntity(false)
      .execute();
    return db.findOneBy(WebhookEventRow, { messageId });
  }

  private deliveryFor(event: WebhookEventRow, endpoint: WebhookEndpoint): Partial<WebhookDeliveryRow> {
    return { eventId: event.id, endpointId: endpoint.id, status: WebhookDeliveryStatus.pending, attempts: 0, nextAttemptAt: new Date() };
  }

  // --- Worker ---

  /** Sends the deliveries that are due and that no other worker holds; returns how many succeeded. */
  async deliverDue(now = new Date()): Promise<number> {
    const due = await this.deliveries.find({
      where: {
        status: WebhookDeliveryStatus.pending,
        nextAttemptAt: LessThanOrEqual(now),
        lockedUntil: Or(IsNull(), LessThanOrEqual(now)),
      },
      order: { nextAttemptAt: "ASC", id: "ASC" },
      take: BATCH,
    });
    const claimed: WebhookDeliveryRow[] = [];
    for (const row of due) {
      const won = await this.deliveries.update(
        { id: row.id, status: WebhookDeliveryStatus.pending, attempts: row.attempts, lockedUntil: Or(IsNull(), LessThanOrEqual(now)) },
        { attempts: row.attempts + 1, lockedUntil: new Date(now.getTime() + LEASE_MS) },
      );
      if (won.affected) claimed.push({ ...row, attempts: row.attempts + 1 });
    }
    const results = await Promise.all(claimed.map((row) => this.attempt(row, now)));
    return results.filter(Boolean).length;
  }

  private async attempt(row: WebhookDeliveryRow, now: Date): Promise<boolean> {
    const [endpoint, event] = await Promise.all([
      this.endpoints.findOneBy({ id: row.endpointId }),
      this.events.findOneBy({ id: row.eventId }),
    ]);
    if (!endpoint || !event) return false;
    if (!endpoint.enabled) {
      await this.finish(row, {
        status: WebhookDeliveryStatus.failed,
        nextAttemptAt: null,
        lastError: "Not sent: the endpoint is disabled",
      });
      return false;
    }
    const secret = this.box.open(endpoint.secretSealed);
    const attemptedAt = new Date();
    let outcome: AttemptOutcome;
    if (!secret) {
      outcome = {
        statusCode: null,
        durationMs: 0,
        excerpt: null,
        error: "The signing secret cannot be read (JWT_SECRET changed): delete the endpoint and create it again",
      };
    } else {
      const timestamp = Math.floor(attemptedAt.getTime() / 1000);
      outcome = await postWebhook(
        endpoint.url,
        event.payload,
        {
          "webhook-id": event.messageId,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(secret, event.messageId, timestamp, event.payload),
          "user-agent": "IronWarriorFitness-Webhooks/1",
        },
        { timeoutMs: this.timeoutMs, allowPrivate: this.config.webhookAllowPrivateTargets },
      );
    }
    await this.attempts.insert({
      deliveryId: row.id,
      attempt: row.attempts,
      attemptedAt,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: outcome.error?.slice(0, 500) ?? null,
      responseExcerpt: outcome.excerpt?.slice(0, 500) ?? null,
    });
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const wait = this.schedule[row.attempts - 1];
    const lastError = ok ? null : (outcome.error ?? `HTTP ${outcome.statusCode}`);
    await this.finish(row, {
      status: ok ? WebhookDeliveryStatus.succeeded : wait === undefined ? WebhookDeliveryStatus.failed : WebhookDeliveryStatus.pending,
      nextAttemptAt: ok || wait === undefined ? null : new Date(now.getTime() + wait),
      lastStatusCode: outcome.statusCode,
      lastDurationMs: outcome.durationMs,
      lastError: lastError?.slice(0, 500) ?? null,
    });
    if (!ok) processLogger().warn({ deliveryId: row.id, endpointId: endpoint.id, error: lastError }, "A webhook attempt failed");
    return ok;
  }

  private async finish(row: WebhookDeliveryRow, changes: Partial<WebhookDeliveryRow>): Promise<void> {
    await this.deliveries.update({ id: row.id, attempts: row.attempts }, { ...changes, lockedUntil: null });
  }

  // --- Reading ---

  private async find(id: number): Promise<WebhookEndpoint> {
    const endpoint = Number.isSafeInteger(id) ? await this.endpoints.findOneBy({ id }) : null;
    if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
    return endpoint;
  }

  private async views(rows: WebhookDeliveryRow[]): Promise<WebhookDelivery[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [events, attempts] = await Promise.all([
      this.events.findBy({ id: In([...new Set(rows.map((row) => row.eventId))]) }),
      this.attempts.find({ where: { deliveryId: In(ids) }, order: { id: "ASC" } }),
    ]);
    const eventById = new Map(events.map((event) => [event.id, event]));
    return rows.map((row) => {
      const event = eventById.get(row.eventId);
      return {
        id: row.id,
        endpointId: row.endpointId,
        eventType: event?.type ?? "",
        messageId: event?.messageId ?? "",
        payload: event?.payload ?? "",
        status: row.status as WebhookDeliveryStatus,
        attempts: row.attempts,
        lastStatusCode: row.lastStatusCode,
        lastDurationMs: row.lastDurationMs,
        lastError: row.lastError,
        nextAttemptAt: row.nextAttemptAt,
        replayOf: row.replayOf,
        createdAt: row.createdAt,
        attemptLog: attempts.filter((attempt) => attempt.deliveryId === row.id),
      };
    });
  }
}

function fields(input: WebhookEndpointInput) {
  return { url: input.url.trim(), events: [...new Set(input.events)], description: input.description?.trim() || null };
}

/** What every member event says about the member: enough to find them in a CRM, no more. */
export function memberPayload(user: User, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    userId: user.id,
    memberId: user.memberId,
    name: user.name,
    email: user.email,
    membershipTier: user.membershipTier,
    expiresAt: user.expirationDate ? new Date(user.expirationDate).toISOString() : null,
    ...extra,
  };
}
