import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { CurrentActor } from "../../auth/current-user";
import type { Actor } from "../audit/audit.service";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { AccountStatus } from "./user.enums";
import { BulkStatusResult, MemberConnection, MemberFilter, MemberSort } from "./members.types";

@Resolver()
export class MembersResolver {
  @KeyScope(ApiScope.members_read)
  @Authorized(Access.Admin)
  @Query(() => MemberConnection, { description: "The members list, a page at a time (keyset pages: pass pageInfo.endCursor as `after`)." })
  members(
    @Arg("filter", () => MemberFilter, { nullable: true }) filter: MemberFilter | null,
    @Arg("sort", () => MemberSort, { nullable: true, description: "Newest first when not given." }) sort: MemberSort | null,
    @Arg("first", () => Int, { nullable: true }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<MemberConnection> {
    return ctx.services.members.page(filter, sort, first, after);
  }

  @KeyScope(ApiScope.members_read)
  @Authorized(Access.Admin)
  @Query(() => String, { description: "Every member matching the filter (not only one page) as CSV." })
  membersCsv(
    @Arg("filter", () => MemberFilter, { nullable: true }) filter: MemberFilter | null,
    @Arg("sort", () => MemberSort, { nullable: true }) sort: MemberSort | null,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    return ctx.services.members.csv(filter, sort);
  }

  @KeyScope(ApiScope.members_write)
  @Authorized(Access.Admin)
  @Mutation(() => [BulkStatusResult], {
    description: "setUserStatus for each account; every row succeeds or fails by itself (never your own account).",
  })
  setUsersStatus(
    @Arg("ids", () => [ID]) ids: string[],
    @Arg("status", () => AccountStatus) status: AccountStatus,
    @CurrentActor() actor: Actor,
    @Ctx() ctx: AppContext,
  ): Promise<BulkStatusResult[]> {
    return ctx.services.members.bulkSetStatus(actor, ids, status);
  }
}
