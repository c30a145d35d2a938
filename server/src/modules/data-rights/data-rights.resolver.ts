import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { AccountDeletion } from "./account-deletion.entity";

@Resolver()
export class DataRightsResolver {
  @Authorized()
  @Query(() => String, {
    description: "Everything the gym holds about the signed-in account, as a JSON document (no secrets). Rate limited.",
  })
  myDataExport(@CurrentUser() user: User, @Ctx() ctx: AppContext): Promise<string> {
    return ctx.services.dataRights.exportFor(user, ctx.clientKey);
  }

  @Authorized()
  @Query(() => AccountDeletion, { nullable: true, description: "The signed-in account's pending deletion, if any." })
  myAccountDeletion(@CurrentUser() user: User, @Ctx() ctx: AppContext): Promise<AccountDeletion | null> {
    return ctx.services.dataRights.pendingDeletion(user);
  }

  @Authorized()
  @Mutation(() => AccountDeletion, {
    description:
      "Schedules the signed-in account's erasure after the grace period, confirmed by the current password; ends every session. Signing in before then cancels it.",
  })
  requestAccountDeletion(
    @Arg("currentPassword", () => String, { description: "The account's current password, to confirm the request." })
    currentPassword: string,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<AccountDeletion> {
    return ctx.services.dataRights.requestDeletion(user, currentPassword, ctx.clientKey);
  }

  @Authorized()
  @Mutation(() => ActionResult, { description: "Cancels the signed-in account's pending deletion." })
  async cancelAccountDeletion(@CurrentUser() user: User, @Ctx() ctx: AppContext): Promise<ActionResult> {
    return { success: true, message: await ctx.services.dataRights.cancelDeletion(user) };
  }
}
