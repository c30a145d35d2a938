import { Arg, Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import type { AppContext } from "../../context";
import { Policy, PolicyType } from "./policy.entity";

@Resolver(() => Policy)
export class PolicyResolver {
  @Public()
  @Query(() => Policy, { nullable: true, description: "One legal page, or null when it has not been written yet." })
  policy(@Arg("type", () => PolicyType) type: PolicyType, @Ctx() { services }: AppContext): Promise<Policy | null> {
    return services.policies.byType(type);
  }
}
