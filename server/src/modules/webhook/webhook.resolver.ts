import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { WEBHOOK_LIMITS } from "../../../../common/validation";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { pageOf } from "../../common/pagination";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { WebhookEndpoint } from "./webhook.entities";
import { WebhookEndpointInput } from "./webhook.inputs";
import { CreatedWebhookEndpoint, WebhookDelivery } from "./webhook.types";

@Resolver()
export class WebhookResolver {
  @Authorized(Access.Admin)
  @Query(() => [WebhookEndpoint], { description: "Every webhook endpoint, oldest first (admins only)." })
  webhookEndpoints(@Ctx() { services }: AppContext): Promise<WebhookEndpoint[]> {
    return services.webhooks.list();
  }

  @Authorized(Access.Admin)
  @Query(() => [WebhookDelivery], { description: "An endpoint's deliveries, newest first, with every attempt (admins only)." })
  webhookDeliveries(
    @Arg("endpointId", () => ID, { description: "The endpoint whose deliveries to list." }) endpointId: string,
    @Arg("limit", () => Int, { nullable: true, description: `Deliveries per page, 1 to ${WEBHOOK_LIMITS.deliveriesPageMax}.` })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "Deliveries to skip, for the next page." }) offset: number | null,
    @Ctx() context: AppContext,
  ): Promise<WebhookDelivery[]> {
    const page = pageOf(context, { default: WEBHOOK_LIMITS.deliveriesPage, max: WEBHOOK_LIMITS.deliveriesPageMax }, limit, offset);
    return context.services.webhooks.deliveriesOf(Number(endpointId), page);
  }

  @Authorized(Access.Admin)
  @Mutation(() => CreatedWebhookEndpoint, { description: "Subscribes a URL to events; answers its signing secret, this once only." })
  createWebhookEndpoint(
    @Arg("input", () => WebhookEndpointInput, { description: "The URL, events and note." }) input: WebhookEndpointInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<CreatedWebhookEndpoint> {
    return services.webhooks.create(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => WebhookEndpoint, { description: "Changes an endpoint's URL, events, note or enabled state; the secret stays." })
  updateWebhookEndpoint(
    @Arg("id", () => ID, { description: "The endpoint to change." }) id: string,
    @Arg("input", () => WebhookEndpointInput, { description: "The URL, events and note." }) input: WebhookEndpointInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<WebhookEndpoint> {
    return services.webhooks.update(actor, Number(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Deletes an endpoint with its deliveries; nothing more is sent to it." })
  deleteWebhookEndpoint(
    @Arg("id", () => ID, { description: "The endpoint to delete." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<boolean> {
    return services.webhooks.delete(actor, Number(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => WebhookDelivery, { description: "Sends a delivery's event again now, as a new delivery with the same webhook-id." })
  replayWebhookDelivery(
    @Arg("id", () => ID, { description: "The delivery to replay." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<WebhookDelivery> {
    return services.webhooks.replay(actor, Number(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => WebhookDelivery, {
    description: "Queues a webhook.test event to one endpoint, to check the receiver and its signature check.",
  })
  sendTestWebhook(
    @Arg("endpointId", () => ID, { description: "The endpoint to send the test event to." }) endpointId: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<WebhookDelivery> {
    return services.webhooks.sendTest(actor, Number(endpointId));
  }
}
