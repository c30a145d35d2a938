import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { Policy, PolicyType } from "./policy.entity";
import { GeneratedPolicy, GeneratePolicyInput, PolicyInput } from "./policy.inputs";

@Resolver(() => Policy)
export class PolicyResolver {
  @Public()
  @PublicCache()
  @Query(() => Policy, { nullable: true, description: "One legal page, or null when it has not been written yet." })
  policy(@Arg("type", () => PolicyType) type: PolicyType, @Ctx() { services }: AppContext): Promise<Policy | null> {
    return services.policies.byType(type);
  }

  @Authorized(Access.Admin)
  @Query(() => [Policy], { description: "Every legal page that has been written." })
  policies(@Ctx() { services }: AppContext): Promise<Policy[]> {
    return services.policies.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => Policy, { description: "Creates or replaces the page of this type." })
  updatePolicy(
    @Arg("type", () => PolicyType) type: PolicyType,
    @Arg("input", () => PolicyInput) input: PolicyInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Policy> {
    return services.policies.save(actor, type, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => GeneratedPolicy, { description: "Drafts a policy with the configured LLM or the built-in drafter; saves nothing." })
  generatePolicy(
    @Arg("input", () => GeneratePolicyInput) input: GeneratePolicyInput,
    @Ctx() { services }: AppContext,
  ): Promise<GeneratedPolicy> {
    return services.ai.generatePolicy(input);
  }
}
