import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { Access } from "../../auth/roles";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";
import { ContactMessage } from "./contact-message.entity";
import { ContactMessageInput } from "./contact-message.inputs";

const toId = (id: string) => (/^\d+$/.test(id) ? Number(id) : Number.NaN);

@Resolver(() => ContactMessage)
export class MessageResolver {
  @Public()
  @Mutation(() => ActionResult, { description: "Stores a contact-form message for the admins (rate limited)." })
  async sendContactMessage(
    @Arg("input", () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    return { success: true, message: await ctx.services.messages.send(input, ctx.clientKey) };
  }

  @Authorized(Access.Admin)
  @Query(() => [ContactMessage], { description: "Contact messages, newest first." })
  contactMessages(@Ctx() ctx: AppContext): Promise<ContactMessage[]> {
    return ctx.services.messages.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => ContactMessage)
  markContactMessageRead(
    @Arg("id", () => ID) id: string,
    @Arg("read", () => Boolean, { defaultValue: true }) read: boolean,
    @Ctx() ctx: AppContext,
  ): Promise<ContactMessage> {
    return ctx.services.messages.markRead(toId(id), read);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean)
  deleteContactMessage(@Arg("id", () => ID) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.messages.delete(toId(id));
  }
}
