import { ApiScope } from "../../../../common/enums";
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { toId } from "../../common/ids";
import { KeyScope, Public } from "../../auth/access";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { ContactMessage } from "./contact-message.entity";
import { ContactMessageInput } from "./contact-message.inputs";

@Resolver(() => ContactMessage)
export class MessageResolver {
  @Public()
  @Mutation(() => ActionResult, { description: "Anyone, signed in or not. Stores a contact-form message for the admins (rate limited)." })
  async sendContactMessage(
    @Arg("input", () => ContactMessageInput, { description: "The visitor's message and how to reach them." }) input: ContactMessageInput,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    return { success: true, message: await ctx.services.messages.send(input, ctx.clientKey) };
  }

  @KeyScope(ApiScope.messages_read)
  @Authorized(Access.Admin)
  @Query(() => [ContactMessage], { description: "Admins only. Contact messages, newest first." })
  contactMessages(@Ctx() ctx: AppContext): Promise<ContactMessage[]> {
    return ctx.services.messages.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => ContactMessage, { description: "Admins only. Marks a message read or unread in the inbox." })
  markContactMessageRead(
    @Arg("id", () => ID, { description: "The message's number." }) id: string,
    @Arg("read", () => Boolean, { defaultValue: true, description: "True marks it read (the default), false unread again." }) read: boolean,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<ContactMessage> {
    return ctx.services.messages.markRead(actor, toId(id), read);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Deletes a message from the inbox; true when it was deleted." })
  deleteContactMessage(
    @Arg("id", () => ID, { description: "The message's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return ctx.services.messages.delete(actor, toId(id));
  }
}
