import { ApiScope } from "../../../../common/enums";
import type { GraphQLResolveInfo } from "graphql";
import { Arg, Authorized, Ctx, ID, Info, Int, Mutation, Query, Resolver } from "type-graphql";
import { PAGE_SIZES } from "../../../../common/validation/limits";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import { readsAsAdmin } from "../../auth/auth-checker";
import { checkPreview } from "../publication/preview-answer";
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
  @Query(() => [Plan], {
    description: "Anyone, signed in or not. A page of membership plans, cheapest first (by the amount in its price).",
  })
  plans(
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: default ${PAGE_SIZES.plans.default}, at most ${PAGE_SIZES.plans.max} (admins: up to ${PAGE_SIZES.adminMax}, their default).`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Arg("drafts", () => Boolean, {
      nullable: true,
      description: "Admins: true lists draft and scheduled plans too (the panel). Ignored for everyone else, who see live plans only.",
    })
    drafts: boolean | null,
    @Arg("preview", () => String, {
      nullable: true,
      description:
        "A preview link's token for the subscription page: draft and scheduled plans too, answered privately; FORBIDDEN when forged or expired.",
    })
    preview: string | null,
    @Ctx() context: AppContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Plan[]> {
    const previewing = preview !== null && preview !== undefined;
    if (previewing) checkPreview(preview, "plans", 0, context, info);
    const page = pageOf(context, PAGE_SIZES.plans, limit, offset);
    return context.services.plans.list(page, { drafts: previewing || (Boolean(drafts) && readsAsAdmin(context, ApiScope.content_read)) });
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan, { description: "Admins only. Adds a membership plan, live at once unless saved as a draft." })
  createPlan(
    @Arg("input", () => PlanInput, { description: "The new plan." }) input: PlanInput,
    @Arg("draft", () => Boolean, { nullable: true, description: "True saves a draft; otherwise the plan is published at once." })
    draft: boolean | null,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Plan> {
    return services.plans.create(actor, input, Boolean(draft));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Plan, { description: "Admins only. Saves every field of a plan; the old version stays in its version history." })
  updatePlan(
    @Arg("id", () => ID, { description: "The plan's number." }) id: string,
    @Arg("input", () => PlanInput, { description: "The plan's new fields." }) input: PlanInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<Plan> {
    return services.plans.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Removes a plan from the site; true when it was deleted." })
  deletePlan(
    @Arg("id", () => ID, { description: "The plan's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<boolean> {
    return services.plans.delete(actor, toId(id));
  }
}
