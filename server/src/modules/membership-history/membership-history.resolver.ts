import { Arg, Authorized, Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import { PAGE_SIZES } from "../../../../common/validation/limits";
import { pageOf } from "../../common/pagination";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { User } from "../user/user.entity";
import { ApiScope } from "../../../../common/enums";
import { readsAsAdmin } from "../../auth/auth-checker";
import { MembershipChange } from "./membership-change.entity";

@Resolver(() => User)
export class MembershipHistoryResolver {
  @Authorized(Access.SelfOrAdmin)
  @FieldResolver(() => [MembershipChange], {
    description:
      "Changes to the membership (tier, expiry, status, badge, referral score, referral), newest first. The account itself or admins.",
  })
  membershipHistory(
    @Root() user: User,
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: default ${PAGE_SIZES.membershipHistory.default}, at most ${PAGE_SIZES.membershipHistory.max} (admins: up to ${PAGE_SIZES.adminMax}, their default).`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<MembershipChange[]> {
    const page = pageOf(ctx, PAGE_SIZES.membershipHistory, limit, offset);
    const admin = readsAsAdmin(ctx, ApiScope.members_read);
    return ctx.services.membershipHistory.list(user.id, page).then((changes) =>
      // Who at the gym acted is the gym's data, not the member's (as in the data export).
      admin ? changes : changes.map((change) => Object.assign(change, { actorName: change.byYou ? change.actorName : null })),
    );
  }
}
