import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { PAGE_SIZES } from "../../../../common/validation/limits";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { toId } from "../../common/ids";
import { pageOf } from "../../common/pagination";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { Plan } from "./plan.entity";
import { PlanInput } from "./plan.inputs";

@Resolver(() => Plan)
export class PlanResolver {
  @Public()
  @PublicCache()
  @Query(() => [Plan], { description: "A page of membership plans, cheapest first (by the amount in its price)." })
  plans(
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: default ${PAGE_SIZES.plans.default}, at most ${PAGE_SIZES.plans.max} (admins: up to ${PAGE_SIZES.adminMax}, their default).`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Ctx() context: AppContext,
  ): Promise<Plan[]> {
    return context.services.plans.list(pageOf(context, PAGE_SIZES.plans, limit, offset));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan)
  createPlan(@Arg("input", () => PlanInput) input: PlanInput, @CurrentUser() actor: User, @Ctx() { services }: AppContext): Promise<Plan> {
    return services.plans.create(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan)
  updatePlan(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => PlanInput) input: PlanInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Plan> {
    return services.plans.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean)
  deletePlan(@Arg("id", () => ID) id: string, @CurrentUser() actor: User, @Ctx() { services }: AppContext): Promise<boolean> {
    return services.plans.delete(actor, toId(id));
  }
}
