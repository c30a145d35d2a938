import { ApiScope } from "../../../../common/enums";
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { ACCEPTED_POLICY_TYPES } from "../../../../common/validation";
import { KeyScope, Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { sessionClient, type AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { Policy, PolicyType } from "./policy.entity";
import { AcceptPoliciesInput, GeneratedPolicy, GeneratePolicyInput, PolicyInput, RestorePolicyVersionInput } from "./policy.inputs";
import { PolicyVersion } from "./policy-version.entity";
import { PendingPolicy } from "./pending-policy";

@Resolver(() => Policy)
export class PolicyResolver {
  @Public()
  @PublicCache()
  @Query(() => Policy, { nullable: true, description: "One legal page, or null when it has not been written yet." })
  policy(@Arg("type", () => PolicyType) type: PolicyType, @Ctx() { services }: AppContext): Promise<Policy | null> {
    return services.policies.byType(type);
  }

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => [Policy], { description: "Every legal page that has been written." })
  policies(@Ctx() { services }: AppContext): Promise<Policy[]> {
    return services.policies.list();
  }

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => [PolicyVersion], { description: "Every published version of a policy, newest first, with its acceptance count." })
  async policyVersions(@Arg("type", () => PolicyType) type: PolicyType, @Ctx() { services }: AppContext): Promise<PolicyVersion[]> {
    const [versions, counts] = await Promise.all([services.policies.history(type), services.policyAcceptance.counts(type)]);
    const accepted = (ACCEPTED_POLICY_TYPES as readonly string[]).includes(type);
    return versions.map((version) => Object.assign(version, { acceptedCount: accepted ? (counts.get(version.version) ?? 0) : null }));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Policy, { description: "Publishes the text as the policy's next version (creating the page the first time)." })
  updatePolicy(
    @Arg("type", () => PolicyType) type: PolicyType,
    @Arg("input", () => PolicyInput) input: PolicyInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Policy> {
    return services.policies.save(actor, type, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Policy, { description: "Publishes an older version's text again as a new version." })
  restorePolicyVersion(
    @Arg("input", () => RestorePolicyVersionInput) input: RestorePolicyVersionInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Policy> {
    return services.policies.restore(actor, input);
  }

  @Authorized()
  @Query(() => [PendingPolicy], {
    description: "The Terms and Privacy Policy versions the signed-in member must accept (after a material change); empty for admins.",
  })
  pendingPolicies(@CurrentUser() user: User, @Ctx() { services }: AppContext): Promise<PendingPolicy[]> {
    return services.policyAcceptance.pending(user);
  }

  @Authorized()
  @Mutation(() => [PendingPolicy], { description: "Records that the member accepted these versions; answers what is still pending." })
  acceptPolicies(
    @Arg("input", () => AcceptPoliciesInput) input: AcceptPoliciesInput,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<PendingPolicy[]> {
    return ctx.services.policyAcceptance.accept(user, input, sessionClient(ctx)?.userAgent);
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
