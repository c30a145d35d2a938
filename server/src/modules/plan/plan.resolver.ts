import { Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import type { AppContext } from "../../context";
import { Plan } from "./plan.entity";

@Resolver(() => Plan)
export class PlanResolver {
  @Public()
  @Query(() => [Plan], { description: "Every membership plan, cheapest first (by the amount in its price)." })
  plans(@Ctx() { services }: AppContext): Promise<Plan[]> {
    return services.plans.list();
  }
}
