import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => ActionResult, { description: "Subscribes an address to blog updates; repeats are accepted quietly." })
  async subscribeToNewsletter(@Arg("email", () => String) email: string, @Ctx() ctx: AppContext): Promise<ActionResult> {
    return { success: true, message: await ctx.services.newsletter.subscribe(email, ctx.clientKey) };
  }
}
