import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { WebhookDeliveryStatus } from "../../../../common/validation";
import { WebhookEndpoint } from "./webhook.entities";

export { WebhookDeliveryStatus };

registerEnumType(WebhookDeliveryStatus, {
  name: "WebhookDeliveryStatus",
  description: "Where a webhook delivery stands.",
  valuesConfig: {
    pending: { description: "Not yet delivered: waiting for its first attempt or its next retry." },
    succeeded: { description: "The receiver answered with a 2xx status." },
    failed: { description: "Every attempt of the retry schedule failed (or the endpoint was disabled); Replay sends it again." },
  },
});

@ObjectType({ description: "One HTTP attempt of a webhook delivery. Admins only." })
export class WebhookAttempt {
  @Field(() => Int, { description: "1 for the first attempt, counting up." })
  attempt!: number;

  @Field(() => Date, { description: "When the attempt started (UTC)." })
  attemptedAt!: Date;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when no answer came." })
  statusCode!: number | null;

  @Field(() => Int, { description: "Milliseconds from sending to the end of the answer (or the failure)." })
  durationMs!: number;

  @Field(() => String, { nullable: true, description: "Why no answer came (refused address, timeout, connection error)." })
  error!: string | null;

  @Field(() => String, { nullable: true, description: "The first 300 characters of the receiver's answer." })
  responseExcerpt!: string | null;
}

@ObjectType({ description: "One event sent (or to be sent) to one webhook endpoint, with its attempts. Admins only." })
export class WebhookDelivery {
  @Field(() => ID, { description: "The delivery's id (what Replay takes)." })
  id!: number;

  @Field(() => ID, { description: "The endpoint it goes to." })
  endpointId!: number;

  @Field(() => String, { description: "The event type, e.g. member.signed_up." })
  eventType!: string;

  @Field(() => String, { description: "The webhook-id header: the same for every attempt and replay of the event, for deduplication." })
  messageId!: string;

  @Field(() => String, { description: "The JSON body sent ({ type, timestamp, data })." })
  payload!: string;

  @Field(() => WebhookDeliveryStatus, { description: "Pending, succeeded or failed." })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: "HTTP attempts made so far." })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The HTTP status of the last attempt; null before any or when none answered." })
  lastStatusCode!: number | null;

  @Field(() => Int, { nullable: true, description: "Milliseconds the last attempt took." })
  lastDurationMs!: number | null;

  @Field(() => String, { nullable: true, description: "Why the last attempt failed, when it did." })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: "When the next attempt is due (UTC); null once succeeded or failed." })
  nextAttemptAt!: Date | null;

  @Field(() => ID, { nullable: true, description: "The delivery this one replays, when an admin pressed Replay." })
  replayOf!: number | null;

  @Field(() => Date, { description: "When the event was raised for this endpoint (UTC)." })
  createdAt!: Date;

  @Field(() => [WebhookAttempt], { description: "Every attempt, oldest first." })
  attemptLog!: WebhookAttempt[];
}

@ObjectType({ description: "A new webhook endpoint with its signing secret, which is shown this once only." })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: "The endpoint as stored." })
  endpoint!: WebhookEndpoint;

  @Field(() => String, {
    description: "The Standard Webhooks signing secret (whsec_ and base64). Not shown again: copy it into the receiver now.",
  })
  secret!: string;
}
