import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { MESSAGES } from "../../../../common/validation";
import { Public } from "../../auth/access";
import { CurrentUser } from "../../auth/current-user";
import { ActionResult } from "../../common/action-result";
import type { AppContext } from "../../context";
import { AuthPayload } from "../user/user.inputs";
import type { User } from "../user/user.entity";
import { clearBrowserSession } from "./browser-session";
import { handOutSession } from "./hand-out-session";
import { SignedInDevice } from "./session.types";

function endBrowserSession(ctx: AppContext): void {
  if (ctx.http) clearBrowserSession(ctx.http.req, ctx.http.res);
}

@Resolver()
export class SessionResolver {
  @Public()
  @Mutation(() => AuthPayload, {
    description:
      "Anyone, signed in or not. Exchanges a refresh token for a new token and refresh token. A refresh token works once; using one again ends its session.",
  })
  async refreshSession(
    @Arg("refreshToken", () => String, { description: "The refreshToken of the last AuthPayload this session was given." })
    refreshToken: string,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return handOutSession(ctx, await ctx.services.auth.refresh(refreshToken));
  }

  @Public()
  @Mutation(() => ActionResult, {
    description: "Anyone, signed in or not. Ends this session on the server: its tokens and cookie stop working.",
  })
  async logout(@Ctx() ctx: AppContext): Promise<ActionResult> {
    if (ctx.auth.sessionId) await ctx.services.sessions.revoke(ctx.auth.sessionId);
    endBrowserSession(ctx);
    return { success: true, message: MESSAGES.loggedOut };
  }

  @Authorized()
  @Query(() => [SignedInDevice], { description: "The account's signed-in devices, most recently used first." })
  async mySessions(@CurrentUser() user: User, @Ctx() ctx: AppContext): Promise<SignedInDevice[]> {
    const sessions = await ctx.services.sessions.list(user.id);
    return sessions.map(({ id, device, place, createdAt, lastSeenAt }) => ({
      id,
      device,
      place,
      createdAt,
      lastSeenAt,
      current: id === ctx.auth.sessionId,
    }));
  }

  @Authorized()
  @Mutation(() => ActionResult, {
    description: "Any signed-in account, for itself. Signs one of the account's own devices out; any other id is NOT_FOUND.",
  })
  async revokeSession(
    @Arg("id", () => ID, { description: "The SignedInDevice.id of one of the account's own devices." }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<ActionResult> {
    await ctx.services.sessions.revokeOwn(user.id, id);
    if (id === ctx.auth.sessionId) endBrowserSession(ctx);
    return { success: true, message: MESSAGES.sessionSignedOut };
  }

  @Authorized()
  @Mutation(() => ActionResult, {
    description:
      "Any signed-in account, for itself. Ends every session of the account, this one included: no earlier token works after it.",
  })
  async signOutEverywhere(@CurrentUser() user: User, @Ctx() ctx: AppContext): Promise<ActionResult> {
    await ctx.services.sessions.revokeAll(user.id);
    endBrowserSession(ctx);
    return { success: true, message: MESSAGES.signedOutEverywhere };
  }
}
