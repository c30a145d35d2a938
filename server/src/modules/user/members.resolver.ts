import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { MEMBER_LIST } from "../../../../common/validation";
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
  @Query(() => MemberConnection, {
    description: "Admins only. The members list, a page at a time (keyset pages: pass pageInfo.endCursor as `after`).",
  })
  members(
    @Arg("filter", () => MemberFilter, { nullable: true, description: "Which members to list; everyone when not given." })
    filter: MemberFilter | null,
    @Arg("sort", () => MemberSort, { nullable: true, description: "Newest first when not given." }) sort: MemberSort | null,
    @Arg("first", () => Int, {
      nullable: true,
      description: `Members per page: ${MEMBER_LIST.pageDefault} when not given, at most ${MEMBER_LIST.pageMax}.`,
    })
    first: number | null,
    @Arg("after", () => String, {
      nullable: true,
      description: "The previous page's pageInfo.endCursor (opaque); the first page when not given.",
    })
    after: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<MemberConnection> {
    return ctx.services.members.page(filter, sort, first, after);
  }

  @KeyScope(ApiScope.members_read)
  @Authorized(Access.Admin)
  @Query(() => String, { description: "Admins only. Every member matching the filter (not only one page) as CSV." })
  membersCsv(
    @Arg("filter", () => MemberFilter, { nullable: true, description: "Which members to export; everyone when not given." })
    filter: MemberFilter | null,
    @Arg("sort", () => MemberSort, { nullable: true, description: "Row order; newest first when not given." })
    sort: MemberSort | null,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    return ctx.services.members.csv(filter, sort);
  }

  @KeyScope(ApiScope.members_write)
  @Authorized(Access.Admin)
  @Mutation(() => [BulkStatusResult], {
    description:
      "Admins only. SetUserStatus for each account; every row succeeds or fails by itself (never your own account). Deactivation ends the account's sessions.",
  })
  setUsersStatus(
    @Arg("ids", () => [ID], { description: `The accounts to change, at most ${MEMBER_LIST.bulkMax}.` }) ids: string[],
    @Arg("status", () => AccountStatus, { description: "The status every listed account gets." }) status: AccountStatus,
    @CurrentActor() actor: Actor,
    @Ctx() ctx: AppContext,
  ): Promise<BulkStatusResult[]> {
    return ctx.services.members.bulkSetStatus(actor, ids, status);
  }
}
