import { Field, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt, UpdatedAt } from "../../db/columns";
import { IdField } from "../../common/entity-fields";

/** A URL an admin subscribed to some of the gym's events. */
@ObjectType({ description: "A URL that receives the gym's events as signed webhooks (Standard Webhooks). Admins only." })
@Entity({ name: "webhook_endpoints" })
export class WebhookEndpoint {
  @IdField("The endpoint's number (what updateWebhookEndpoint, deleteWebhookEndpoint and webhookDeliveries take).")
  id!: number;

  @Field(() => String, { description: "Where deliveries are POSTed (http or https)." })
  @Column({ type: "varchar", length: 500 })
  url!: string;

  @Field(() => String, { nullable: true, description: "The admin's note on what this endpoint is for." })
  @Column({ type: "varchar", length: 200, nullable: true })
  description!: string | null;

  @Field(() => [String], { description: "The event types it receives, e.g. member.signed_up." })
  @Column({ type: "simple-json" })
  events!: string[];

  @Field(() => Boolean, { description: "False: no new deliveries are made to it (events are not queued while disabled)." })
  @Column({ type: "boolean", default: true })
  enabled!: boolean;

  /** The signing secret (whsec_...), sealed with a key derived from JWT_SECRET; shown to the admin only once. */
  @Column({ name: "secret_sealed", type: "varchar", length: 300 })
  secretSealed!: string;

  @Field(() => Date, { description: "When it was created (UTC)." })
  @CreatedAt()
  createdAt!: Date;

  @Field(() => Date, { description: "When it was last changed (UTC)." })
  @UpdatedAt()
  updatedAt!: Date;
}

/** One event the gym raised: the exact body every endpoint receives for it. */
@Entity({ name: "webhook_events" })
export class WebhookEventRow {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  /** The webhook-id header: the same for every attempt and replay of this event. */
  @Column({ name: "message_id", type: "varchar", length: 40, unique: true })
  messageId!: string;

  @Column({ type: "varchar", length: 60 })
  type!: string;

  /** The JSON body sent, byte for byte (signatures cover it). */
  @Column({ type: "text" })
  payload!: string;

  /** Set for events that must be raised once only (a membership expiry); unique. */
  @Column({ name: "dedupe_key", type: "varchar", length: 150, nullable: true, unique: true })
  dedupeKey!: string | null;

  @CreatedAt()
  createdAt!: Date;
}

/** The outbox: one event to one endpoint, tried until it succeeds or the schedule runs out. */
@Entity({ name: "webhook_deliveries" })
@Index("IDX_webhook_deliveries_due", ["status", "nextAttemptAt"])
@Index("IDX_webhook_deliveries_endpoint", ["endpointId", "id"])
export class WebhookDeliveryRow {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ name: "event_id", type: "int" })
  eventId!: number;

  @Column({ name: "endpoint_id", type: "int" })
  endpointId!: number;

  @Column({ type: "varchar", length: 20 })
  status!: string;

  /** Attempts made; also the version a worker's claim is conditional on. */
  @Column({ type: "int", default: 0 })
  attempts!: number;

  @Column({ name: "next_attempt_at", type: "datetime", precision: 3, nullable: true })
  nextAttemptAt!: Date | null;

  /** A worker's claim: until then no other worker takes the row (a crashed worker's claim lapses). */
  @Column({ name: "locked_until", type: "datetime", precision: 3, nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: "last_status_code", type: "int", nullable: true })
  lastStatusCode!: number | null;

  @Column({ name: "last_duration_ms", type: "int", nullable: true })
  lastDurationMs!: number | null;

  @Column({ name: "last_error", type: "varchar", length: 500, nullable: true })
  lastError!: string | null;

  /** The delivery this one replays, when an admin pressed Replay. */
  @Column({ name: "replay_of", type: "int", nullable: true })
  replayOf!: number | null;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}

/** Each HTTP attempt of a delivery, for the panel. */
@Entity({ name: "webhook_attempts" })
export class WebhookAttemptRow {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ name: "delivery_id", type: "int" })
  deliveryId!: number;

  @Column({ type: "int" })
  attempt!: number;

  @Column({ name: "attempted_at", type: "datetime", precision: 3 })
  attemptedAt!: Date;

  @Column({ name: "status_code", type: "int", nullable: true })
  statusCode!: number | null;

  @Column({ name: "duration_ms", type: "int" })
  durationMs!: number;

  @Column({ type: "varchar", length: 500, nullable: true })
  error!: string | null;

  @Column({ name: "response_excerpt", type: "varchar", length: 500, nullable: true })
  responseExcerpt!: string | null;
}
