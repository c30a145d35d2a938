import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { AboutContent } from "./about-content.entity";
import { ContactInfo } from "./contact-info.entity";
import { HeroSection } from "./hero-section.entity";
import { AboutInput, ContactInfoInput, FestiveBadgeInput, HeroInput, SiteSettingsInput } from "./site-content.inputs";
import { SiteSettings } from "./site-settings.entity";

@Resolver()
export class SiteContentResolver {
  @Public()
  @PublicCache()
  @Query(() => HeroSection)
  hero(@Ctx() { services }: AppContext): Promise<HeroSection> {
    return services.siteContent.hero();
  }

  @Public()
  @PublicCache()
  @Query(() => AboutContent)
  about(@Ctx() { services }: AppContext): Promise<AboutContent> {
    return services.siteContent.about();
  }

  @Public()
  @PublicCache()
  @Query(() => ContactInfo)
  contactInfo(@Ctx() { services }: AppContext): Promise<ContactInfo> {
    return services.siteContent.contactInfo();
  }

  @Public()
  @PublicCache()
  @Query(() => SiteSettings)
  siteSettings(@Ctx() { services }: AppContext): Promise<SiteSettings> {
    return services.siteContent.siteSettings();
  }

  @Authorized(Access.Admin)
  @Mutation(() => HeroSection, { description: "Empty or missing fields keep their previous value." })
  updateHero(@Arg("input", () => HeroInput) input: HeroInput, @CurrentUser() actor: User, @Ctx() { services }: AppContext) {
    return services.siteContent.updateHero(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => AboutContent, { description: "Empty or missing fields keep their previous value." })
  updateAbout(@Arg("input", () => AboutInput) input: AboutInput, @CurrentUser() actor: User, @Ctx() { services }: AppContext) {
    return services.siteContent.updateAbout(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ContactInfo, { description: "Empty or missing fields keep their previous value." })
  updateContactInfo(
    @Arg("input", () => ContactInfoInput) input: ContactInfoInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateContactInfo(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => SiteSettings, { description: "Empty or missing fields keep their previous value." })
  updateSiteSettings(
    @Arg("input", () => SiteSettingsInput) input: SiteSettingsInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateSiteSettings(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => SiteSettings, { description: "Turns the festive badge on plan cards on or off and sets its text and theme." })
  updateFestiveBadge(
    @Arg("input", () => FestiveBadgeInput) input: FestiveBadgeInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateFestiveBadge(actor, input);
  }
}
