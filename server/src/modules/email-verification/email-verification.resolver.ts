import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { CurrentUser } from "../../auth/current-user";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { EmailVerificationResult } from "./email-verification-result";

@Resolver()
export class EmailVerificationResolver {
  @Public()
  @Mutation(() => EmailVerificationResult, {
    description:
      "Anyone, signed in or not. Confirms an account's address with the token from a verification e-mail (single use, 48 hours).",
  })
  verifyEmail(
    @Arg("token", () => String, { description: "The `token` parameter of the link in the verification e-mail." }) token: string,
    @Ctx() ctx: AppContext,
  ): Promise<EmailVerificationResult> {
    return ctx.services.emailVerification.verify(token, ctx.clientKey);
  }

  @Authorized()
  @Mutation(() => ActionResult, { description: "E-mails the signed-in account a new verification link, unless it is already verified." })
  async resendVerificationEmail(@CurrentUser() user: User, @Ctx() ctx: AppContext): Promise<ActionResult> {
    return { success: true, message: await ctx.services.emailVerification.resend(user, ctx.clientKey, ctx.log) };
  }
}
