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
  async user(@Arg("id", () => ID) id: string, @Ctx() ctx: AppContext): Promise<User> {
    // The checker admitted an account or a key with members:read; an account other than an admin sees only itself.
    const { user: account } = ctx.auth;
    if (account && toId(id) !== account.id) assertAdmin(account);
    return ctx.services.users.getById(toId(id));
  }

  @KeyScope(ApiScope.members_read)
  @Authorized(Access.Admin)
  @Query(() => [User], { description: "Every account, newest first." })
  users(@Ctx() ctx: AppContext): Promise<User[]> {
    return ctx.services.users.list();
  }

  @KeyScope(ApiScope.members_write)
  @Authorized(Access.Admin)
  @Mutation(() => User, { description: "Sets the tier and expiry (default 365 days); upgradedAt becomes now." })
  upgradeUser(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpgradeUserInput) input: UpgradeUserInput,
    @CurrentActor() actor: Actor,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.upgrade(actor, toId(id), input);
  }

  @KeyScope(ApiScope.members_write)
  @Authorized(Access.Admin)
  @Mutation(() => User, { description: "Activates or deactivates an account; deactivation ends its sessions." })
  setUserStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => AccountStatus) status: AccountStatus,
    @CurrentActor() actor: Actor,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.setStatus(actor, toId(id), status);
  }

  @Authorized(Access.Admin)
  @Mutation(() => User)
  createUser(
    @Arg("input", () => CreateUserInput) input: CreateUserInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    return ctx.services.users.create(input, actor);
  }

  @Authorized(Access.Admin)
  @Mutation(() => User, {
    description: "Changing password, role or status ends the account's sessions. Your own password or e-mail needs `currentPassword`.",
  })
  async updateUser(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateUserInput) input: UpdateUserInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<User> {
    if (toId(id) === actor.id && changesSignIn(actor.email, input)) {
      await ctx.services.auth.reauthenticate(actor, input.currentPassword, MESSAGES.currentPasswordToChangeSignIn);
    }
    return ctx.services.users.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Deletes an account; never your own." })
  deleteUser(@Arg("id", () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.users.delete(actor, toId(id));
  }
}
