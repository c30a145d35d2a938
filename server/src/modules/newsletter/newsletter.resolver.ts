import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { ActionResult } from "../../common/action-result";
import { badUserInput } from "../../common/errors";
import { toId } from "../../common/ids";
import { pageOf } from "../../common/pagination";
import type { AppContext } from "../../context";
import { PAGE_SIZES, SUBSCRIBER_STATUSES, type SubscriberStatusName } from "../../../../common/validation";
import type { User } from "../user/user.entity";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";

@ObjectType({ description: "A page of newsletter addresses and how many there are with that status." })
class NewsletterSubscriberPage {
  @Field(() => [NewsletterSubscriber], { description: "This page's addresses, newest first." })
  items!: NewsletterSubscriber[];

  @Field(() => Int, { description: "Addresses with the asked status on all pages." })
  total!: number;
}

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => ActionResult, {
    description:
      "Anyone, signed in or not. Subscribes an address to blog updates: a confirmation link is mailed, and the address counts once it is opened.",
  })
  async subscribeToNewsletter(
    @Arg("email", () => String, { description: "The address to send blog updates to." }) email: string,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    return { success: true, message: await ctx.services.newsletter.subscribe(email, ctx.clientKey, ctx.log) };
  }

  @Authorized(Access.Admin)
  @Query(() => NewsletterSubscriberPage, { description: "Admins only. Newsletter addresses by status (default confirmed), newest first." })
  newsletterSubscribers(
    @Arg("status", () => String, { nullable: true, description: "confirmed, pending or unsubscribed." }) status: string | null,
    @Arg("limit", () => Int, { nullable: true, description: "How many to return: default 50, at most 200." }) limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Ctx() context: AppContext,
  ): Promise<NewsletterSubscriberPage> {
    const wanted = (status ?? "confirmed") as SubscriberStatusName;
    if (!SUBSCRIBER_STATUSES.includes(wanted)) throw badUserInput({ status: `Status must be one of ${SUBSCRIBER_STATUSES.join(", ")}` });
    return context.services.newsletter.list(wanted, pageOf(context, { default: 50, max: PAGE_SIZES.adminMax }, limit, offset));
  }

  @Authorized(Access.Admin)
  @Query(() => Int, { description: "Admins only. Confirmed, not unsubscribed addresses." })
  newsletterSubscriberCount(@Ctx() { services }: AppContext): Promise<number> {
    return services.newsletter.count();
  }

  @Authorized(Access.Admin)
  @Mutation(() => String, { description: "Admins only. The confirmed addresses as CSV (audited)." })
  exportNewsletterSubscribers(@CurrentUser() actor: User, @Ctx() { services }: AppContext): Promise<string> {
    return services.newsletter.exportCsv(actor);
  }

  @Authorized(Access.Admin)
  @Mutation(() => NewsletterSubscriber, { description: "Admins only. Unsubscribes an address; it is mailed no more." })
  unsubscribeNewsletterSubscriber(
    @Arg("id", () => ID, { description: "The address's record number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<NewsletterSubscriber> {
    return services.newsletter.adminUnsubscribe(actor, toId(id));
  }
}
