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
  @Field(() => [NewsletterSubscriber])
  items!: NewsletterSubscriber[];

  @Field(() => Int)
  total!: number;
}

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => ActionResult, {
    description: "Subscribes an address to blog updates: a confirmation link is mailed, and the address counts once it is opened.",
  })
  async subscribeToNewsletter(@Arg("email", () => String) email: string, @Ctx() ctx: AppContext): Promise<ActionResult> {
    return { success: true, message: await ctx.services.newsletter.subscribe(email, ctx.clientKey) };
  }

  @Authorized(Access.Admin)
  @Query(() => NewsletterSubscriberPage, { description: "Newsletter addresses by status (default confirmed), newest first." })
  newsletterSubscribers(
    @Arg("status", () => String, { nullable: true, description: "confirmed, pending or unsubscribed." }) status: string | null,
    @Arg("limit", () => Int, { nullable: true }) limit: number | null,
    @Arg("offset", () => Int, { nullable: true }) offset: number | null,
    @Ctx() context: AppContext,
  ): Promise<NewsletterSubscriberPage> {
    const wanted = (status ?? "confirmed") as SubscriberStatusName;
    if (!SUBSCRIBER_STATUSES.includes(wanted)) throw badUserInput({ status: `Status must be one of ${SUBSCRIBER_STATUSES.join(", ")}` });
    return context.services.newsletter.list(wanted, pageOf(context, { default: 50, max: PAGE_SIZES.adminMax }, limit, offset));
  }

  @Authorized(Access.Admin)
  @Query(() => Int, { description: "Confirmed, not unsubscribed addresses." })
  newsletterSubscriberCount(@Ctx() { services }: AppContext): Promise<number> {
    return services.newsletter.count();
  }

  @Authorized(Access.Admin)
  @Mutation(() => String, { description: "The confirmed addresses as CSV (audited)." })
  exportNewsletterSubscribers(@CurrentUser() actor: User, @Ctx() { services }: AppContext): Promise<string> {
    return services.newsletter.exportCsv(actor);
  }

  @Authorized(Access.Admin)
  @Mutation(() => NewsletterSubscriber)
  unsubscribeNewsletterSubscriber(
    @Arg("id", () => ID) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<NewsletterSubscriber> {
    return services.newsletter.adminUnsubscribe(actor, toId(id));
  }
}
