import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { CurrentUser } from "../../auth/current-user";
import { ActionResult } from "../../common/action-result";
import { sessionClient, type AppContext } from "../../context";
import { handOutSession } from "../session/hand-out-session";
import { User } from "../user/user.entity";
import { AuthPayload, LoginInput, SignupInput, UpdateMeInput } from "../user/user.inputs";
import type { IssuedSession } from "./auth.service";
import { ResetTokenStatus } from "./reset-token-status";
import { NEW_PASSWORD } from "../../common/describe";

async function ownSession(ctx: AppContext, pending: Promise<IssuedSession>): Promise<AuthPayload> {
  return handOutSession(ctx, await pending);
}

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => AuthPayload, {
    description: "Anyone, signed in or not. Creates a member account (role user, tier basic) and signs it in.",
  })
  signup(
    @Arg("input", () => SignupInput, { description: "The new member's details." }) input: SignupInput,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return ownSession(ctx, ctx.services.auth.signup(input, ctx.clientKey, sessionClient(ctx)));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: "Anyone, signed in or not. Signs in; 'Invalid email or password' for any wrong pair." })
  login(
    @Arg("input", () => LoginInput, { description: "E-mail, password and, for two-factor accounts, the code." }) input: LoginInput,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return ownSession(ctx, ctx.services.auth.login(input, ctx.clientKey, sessionClient(ctx)));
  }

  @Authorized()
  @Query(() => User, { description: "The signed-in account." })
  me(@CurrentUser() user: User): User {
    return user;
  }

  @Authorized()
  @Mutation(() => AuthPayload, { description: "Changes the signed-in account's name and/or password." })
  async updateMe(
    @Arg("input", () => UpdateMeInput, { description: "What to change; null fields stay as they are." }) input: UpdateMeInput,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    // Profile changes wait for the updated policies; exporting, deleting and signing out never do.
    await ctx.services.policyAcceptance.assertAccepted(user);
    const renewed = await ctx.services.auth.updateMe(user, input, ctx.auth.sessionId);
    // Only a browser needs its cookie replaced; a bearer caller takes the new pair from the answer.
    return handOutSession(ctx, ctx.auth.viaCookie ? renewed : { ...renewed, cookieCredential: null });
  }

  @Public()
  @Mutation(() => ActionResult, {
    description: "Anyone, signed in or not. E-mails a reset link if the account exists; the answer is the same either way.",
  })
  async requestPasswordReset(
    @Arg("email", () => String, { description: "The account's e-mail address, in any letter case." }) email: string,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    return { success: true, message: await ctx.services.passwordReset.request(email, ctx.clientKey, ctx.log) };
  }

  @Public()
  @Query(() => ResetTokenStatus, {
    description: "Anyone, signed in or not. Whether a reset link's token can still set a password; uses nothing up.",
  })
  passwordResetTokenStatus(
    @Arg("token", () => String, { description: "The `token` parameter of the link in the reset e-mail." }) token: string,
    @Ctx() ctx: AppContext,
  ): Promise<ResetTokenStatus> {
    return ctx.services.passwordReset.status(token, ctx.clientKey);
  }

  @Public()
  @Mutation(() => ActionResult, {
    description: "Anyone, signed in or not. Sets a new password with the token from a reset e-mail (single use, 1 hour).",
  })
  async resetPassword(
    @Arg("token", () => String, { description: "The `token` parameter of the link in the reset e-mail." }) token: string,
    @Arg("password", () => String, { description: `The new password: ${NEW_PASSWORD}.` })
    password: string,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    return { success: true, message: await ctx.services.passwordReset.reset(token, password, ctx.clientKey) };
  }
}
