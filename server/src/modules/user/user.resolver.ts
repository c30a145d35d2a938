import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { toId } from "../../common/ids";
import { CurrentActor, CurrentUser } from "../../auth/current-user";
import type { Actor } from "../audit/audit.service";
import { assertAdmin } from "../../auth/auth-checker";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { User } from "./user.entity";
import { AccountStatus } from "./user.enums";
import { CreateUserInput, UpdateUserInput, UpgradeUserInput } from "./user.inputs";
import { changesSignIn, MESSAGES } from "../../../../common/validation";

@Resolver(() => User)
export class UserResolver {
  @KeyScope(ApiScope.members_read)
  @Authorized()
  @Query(() => User, { description: "One account: your own, or any for admins." })
  async user(
    @Arg("id", () => ID, { description: "The account's number; a member may only ask for their own." }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    // The checker admitted an account or a key with members:read; an account other than an admin sees only itself.
    const { user: account } = ctx.auth;
    if (account && toId(id) !== account.id) assertAdmin(account);
    return ctx.services.users.getById(toId(id));
  }

  @KeyScope(ApiScope.members_read)
  @Authorized(Access.Admin)
  @Query(() => [User], { description: "Admins only. Every account, newest first." })
  users(@Ctx() ctx: AppContext): Promise<User[]> {
    return ctx.services.users.list();
  }

  @KeyScope(ApiScope.members_write)
  @Authorized(Access.Admin)
  @Mutation(() => User, { description: "Admins only. Sets the tier and expiry (default 365 days); upgradedAt becomes now." })
  upgradeUser(
    @Arg("id", () => ID, { description: "The member's account number." }) id: string,
    @Arg("input", () => UpgradeUserInput, { description: "The new tier, expiry and the reason shown to the member." })
    input: UpgradeUserInput,
    @CurrentActor() actor: Actor,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.upgrade(actor, toId(id), input);
  }

  @KeyScope(ApiScope.members_write)
  @Authorized(Access.Admin)
  @Mutation(() => User, { description: "Admins only. Activates or deactivates an account; deactivation ends its sessions." })
  setUserStatus(
    @Arg("id", () => ID, { description: "The account's number; never your own." }) id: string,
    @Arg("status", () => AccountStatus, { description: "The new status." }) status: AccountStatus,
    @CurrentActor() actor: Actor,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.setStatus(actor, toId(id), status);
  }

  @Authorized(Access.Admin)
  @Mutation(() => User, { description: "Admins only. Creates an account (member or admin) with a password the admin chooses." })
  createUser(
    @Arg("input", () => CreateUserInput, { description: "The new account." }) input: CreateUserInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.create(input, actor);
  }

  @Authorized(Access.Admin)
  @Mutation(() => User, {
    description:
      "Admins only. Changing password, role or status ends the account's sessions. Your own password or e-mail needs `currentPassword`.",
  })
  async updateUser(
    @Arg("id", () => ID, { description: "The account's number." }) id: string,
    @Arg("input", () => UpdateUserInput, { description: "The fields to change; those left out stay as they are." }) input: UpdateUserInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    if (toId(id) === actor.id && changesSignIn(actor.email, input)) {
      await ctx.services.auth.reauthenticate(actor, input.currentPassword, MESSAGES.currentPasswordToChangeSignIn);
    }
    return ctx.services.users.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Deletes an account; never your own." })
  deleteUser(
    @Arg("id", () => ID, { description: "The account's number; never your own." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return ctx.services.users.delete(actor, toId(id));
  }
}
