import { ApiScope } from "../../../../common/enums";
import { KeyScope } from "../../auth/access";
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { FestiveBadge } from "../site-content/festive-badge";
import { SiteSettings } from "../site-content/site-settings.entity";
import type { User } from "../user/user.entity";
import { FestiveCampaign } from "./festive-campaign.entity";
import { FestiveCampaignInput } from "./festive-campaign.inputs";

@Resolver(() => FestiveCampaign)
export class FestiveCampaignResolver {
  @KeyScope(ApiScope.content_read)
  @Authorized(Access.Admin)
  @Query(() => [FestiveCampaign], { description: "Every festive campaign, the latest window first (admin only)." })
  festiveCampaigns(@Ctx() { services }: AppContext): Promise<FestiveCampaign[]> {
    return services.festiveCampaigns.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => FestiveCampaign, {
    description: "Admins only. Schedules a campaign; refused when its window overlaps another or is already over.",
  })
  createFestiveCampaign(
    @Arg("input", () => FestiveCampaignInput, { description: "The badge and its window in gym time." }) input: FestiveCampaignInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<FestiveCampaign> {
    return services.festiveCampaigns.create(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => FestiveCampaign, {
    description: "Admins only. Changes an upcoming or running campaign; an ended one can only be deleted.",
  })
  updateFestiveCampaign(
    @Arg("id", () => ID, { description: "The campaign to change." }) id: string,
    @Arg("input", () => FestiveCampaignInput, { description: "The badge and its window in gym time." }) input: FestiveCampaignInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<FestiveCampaign> {
    return services.festiveCampaigns.update(actor, Number(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => FestiveCampaign, { description: "Admins only. Ends a running campaign now, keeping it in the list as ended." })
  endFestiveCampaign(
    @Arg("id", () => ID, { description: "The running campaign to end." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<FestiveCampaign> {
    return services.festiveCampaigns.endNow(actor, Number(id));
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Deletes a campaign of any state; a running one disappears from the site at once." })
  deleteFestiveCampaign(
    @Arg("id", () => ID, { description: "The campaign to delete." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ): Promise<boolean> {
    return services.festiveCampaigns.delete(actor, Number(id));
  }
}

/** The badge visitors see: the running campaign's inside its window, the manual setting outside every window. */
@Resolver(() => SiteSettings)
export class FestiveBadgeResolver {
  @FieldResolver(() => FestiveBadge, {
    description: "The badge on every plan card now: the running festive campaign's, else the manual setting (shown when enabled).",
  })
  festiveBadge(@Root() settings: SiteSettings, @Ctx() { services }: AppContext): Promise<FestiveBadge> {
    return services.festiveCampaigns.badgeFor(settings);
  }
}
