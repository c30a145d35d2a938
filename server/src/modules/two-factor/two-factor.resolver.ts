import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import type { AppContext } from "../../context";
import { User } from "../user/user.entity";
import { RecoveryCodes, TwoFactorSetup } from "./two-factor.types";
import { LIMITS } from "../../../../common/validation";

// Plain @Authorized(): an admin without a second factor must reach these to set one up.
@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Mutation(() => TwoFactorSetup, {
    description: "Any signed-in account, for itself. Starts (or restarts) enrolling an authenticator app; needs the current password.",
  })
  startTwoFactorSetup(
    @Arg("currentPassword", () => String, { description: "The account's current password, to prove it is the owner." })
    currentPassword: string,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<TwoFactorSetup> {
    return ctx.services.twoFactor.startSetup(user, currentPassword);
  }

  @Authorized()
  @Mutation(() => RecoveryCodes, {
    description:
      "Any signed-in account, for itself. Turns two-factor sign-in on with a code from the new secret; answers the recovery codes once.",
  })
  async confirmTwoFactorSetup(
    @Arg("code", () => String, { description: `The ${LIMITS.totpDigits}-digit code the authenticator app shows for the new secret.` })
    code: string,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<RecoveryCodes> {
    const codes = await ctx.services.twoFactor.confirmSetup(user, code);
    // A new second factor is a change to how the account signs in: other devices sign in again with it.
    await ctx.services.sessions.revokeOthers(user.id, ctx.auth.sessionId);
    return { codes, user };
  }

  @Authorized()
  @Mutation(() => RecoveryCodes, {
    description: "Any signed-in account, for itself. Replaces all recovery codes with new ones; needs the current password.",
  })
  async regenerateRecoveryCodes(
    @Arg("currentPassword", () => String, { description: "The account's current password, to prove it is the owner." })
    currentPassword: string,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<RecoveryCodes> {
    return { codes: await ctx.services.twoFactor.regenerateRecoveryCodes(user, currentPassword), user };
  }

  @Authorized()
  @Mutation(() => User, { description: "Turns two-factor sign-in off (members only); needs the current password." })
  disableTwoFactor(
    @Arg("currentPassword", () => String, { description: "The account's current password, to prove it is the owner." })
    currentPassword: string,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.twoFactor.disable(user, currentPassword);
  }
}
