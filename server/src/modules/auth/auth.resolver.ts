import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { CurrentUser } from "../../auth/current-user";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";
import { User } from "../user/user.entity";
import { AuthPayload, LoginInput, SignupInput, UpdateMeInput } from "../user/user.inputs";
import { ResetTokenStatus } from "./reset-token-status";

/** The caller may read the account it has just signed in to, though it sent no token. */
async function ownSession(ctx: AppContext, pending: Promise<AuthPayload>): Promise<AuthPayload> {
  const payload = await pending;
  (ctx.auth.ownAccounts ??= new WeakSet()).add(payload.user);
  return payload;
}

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => AuthPayload, { description: "Creates a member account (role user, tier basic) and signs it in." })
  signup(@Arg("input", () => SignupInput) input: SignupInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return ownSession(ctx, ctx.services.auth.signup(input, ctx.clientKey));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: "Signs in; 'Invalid email or password' for any wrong pair." })
  login(@Arg("input", () => LoginInput) input: LoginInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return ownSession(ctx, ctx.services.auth.login(input, ctx.clientKey));
  }

  @Authorized()
  @Query(() => User, { description: "The signed-in account." })
  me(@CurrentUser() user: User): User {
    return user;
  }

  @Authorized()
  @Mutation(() => AuthPayload, { description: "Changes the signed-in account's name and/or password." })
  updateMe(
    @Arg("input", () => UpdateMeInput) input: UpdateMeInput,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return ctx.services.auth.updateMe(user, input);
  }

  @Public()
  @Mutation(() => ActionResult, { description: "E-mails a reset link if the account exists; the answer is the same either way." })
  async requestPasswordReset(@Arg("email", () => String) email: string, @Ctx() ctx: AppContext): Promise<ActionResult> {
    return { success: true, message: await ctx.services.passwordReset.request(email, ctx.clientKey) };
  }

  @Public()
  @Query(() => ResetTokenStatus, { description: "Whether a reset link's token can still set a password; uses nothing up." })
  passwordResetTokenStatus(@Arg("token", () => String) token: string, @Ctx() ctx: AppContext): Promise<ResetTokenStatus> {
    return ctx.services.passwordReset.status(token, ctx.clientKey);
  }

  @Public()
  @Mutation(() => ActionResult, { description: "Sets a new password with the token from a reset e-mail (single use, 1 hour)." })
  async resetPassword(
    @Arg("token", () => String) token: string,
    @Arg("password", () => String) password: string,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    return { success: true, message: await ctx.services.passwordReset.reset(token, password, ctx.clientKey) };
  }
}
