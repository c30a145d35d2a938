import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { toId } from "../../common/ids";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { Plan } from "./plan.entity";
import { PlanInput } from "./plan.inputs";

@Resolver(() => Plan)
export class PlanResolver {
  @Public()
  @PublicCache()
  @Query(() => [Plan], { description: "Every membership plan, cheapest first (by the amount in its price)." })
  plans(@Ctx() { services }: AppContext): Promise<Plan[]> {
    return services.plans.list();
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
