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
  @Query(() => Policy, {
    nullable: true,
    description: "Anyone, signed in or not. One legal page, or null when it has not been written yet.",
  })
  policy(
    @Arg("type", () => PolicyType, { description: "Which legal page." }) type: PolicyType,
    @Ctx() { services }: AppContext,
  ): Promise<Policy | null> {
    return services.policies.byType(type);
  }

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => [Policy], { description: "Admins only. Every legal page that has been written." })
  policies(@Ctx() { services }: AppContext): Promise<Policy[]> {
    return services.policies.list();
  }

  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => [PolicyVersion], {
    description: "Admins only. Every published version of a policy, newest first, with its acceptance count.",
  })
  async policyVersions(
    @Arg("type", () => PolicyType, { description: "Which policy's history." }) type: PolicyType,
    @Ctx() { services }: AppContext,
  ): Promise<PolicyVersion[]> {
    const [versions, counts] = await Promise.all([services.policies.history(type), services.policyAcceptance.counts(type)]);
    const accepted = (ACCEPTED_POLICY_TYPES as readonly string[]).includes(type);
    return versions.map((version) => Object.assign(version, { acceptedCount: accepted ? (counts.get(version.version) ?? 0) : null }));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Policy, {
    description: "Admins only. Publishes the text as the policy's next version (creating the page the first time).",
  })
  updatePolicy(
    @Arg("type", () => PolicyType, { description: "Which legal page to publish." }) type: PolicyType,
    @Arg("input", () => PolicyInput, { description: "The text and whether members must accept it." }) input: PolicyInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Policy> {
    return services.policies.save(actor, type, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Policy, { description: "Admins only. Publishes an older version's text again as a new version." })
  restorePolicyVersion(
    @Arg("input", () => RestorePolicyVersionInput, { description: "The policy and version to publish again." })
    input: RestorePolicyVersionInput,
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
  @Mutation(() => [PendingPolicy], {
    description: "Any signed-in account, for itself. Records that the member accepted these versions; answers what is still pending.",
  })
  acceptPolicies(
    @Arg("input", () => AcceptPoliciesInput, { description: "The version numbers the member accepts." }) input: AcceptPoliciesInput,
    @CurrentUser() user: User,
    @Ctx() ctx: AppContext,
  ): Promise<PendingPolicy[]> {
    return ctx.services.policyAcceptance.accept(user, input, sessionClient(ctx)?.userAgent);
  }

  @Authorized(Access.Admin)
  @Mutation(() => GeneratedPolicy, {
    description: "Admins only. Drafts a policy with the configured LLM or the built-in drafter; saves nothing.",
  })
  generatePolicy(
    @Arg("input", () => GeneratePolicyInput, { description: "The policy type, current text and the admin's instructions." })
    input: GeneratePolicyInput,
    @Ctx() { services, log }: AppContext,
  ): Promise<GeneratedPolicy> {
    return services.ai.generatePolicy(input, log);
  }
}
