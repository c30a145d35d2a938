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
  @Query(() => HeroSection, { description: "The home page's hero; anyone may read it." })
  hero(@Ctx() { services }: AppContext): Promise<HeroSection> {
    return services.siteContent.hero();
  }

  @Public()
  @PublicCache()
  @Query(() => AboutContent, { description: "The about page's text and photo; anyone may read it." })
  about(@Ctx() { services }: AppContext): Promise<AboutContent> {
    return services.siteContent.about();
  }

  @Public()
  @PublicCache()
  @Query(() => ContactInfo, { description: "The gym's phone numbers, address and opening hours; anyone may read them." })
  contactInfo(@Ctx() { services }: AppContext): Promise<ContactInfo> {
    return services.siteContent.contactInfo();
  }

  @Public()
  @PublicCache()
  @Query(() => SiteSettings, { description: "Site-wide name, logos and search settings; anyone may read them." })
  siteSettings(@Ctx() { services }: AppContext): Promise<SiteSettings> {
    return services.siteContent.siteSettings();
  }

  @Authorized(Access.Admin)
  @Mutation(() => HeroSection, { description: "Admins only. Changes the hero; empty or missing fields keep their previous value." })
  updateHero(
    @Arg("input", () => HeroInput, { description: "The fields to change." }) input: HeroInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateHero(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => AboutContent, { description: "Admins only. Changes the about page; empty or missing fields keep their previous value." })
  updateAbout(
    @Arg("input", () => AboutInput, { description: "The fields to change." }) input: AboutInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateAbout(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ContactInfo, {
    description: "Admins only. Changes the contact details; empty or missing fields keep their previous value.",
  })
  updateContactInfo(
    @Arg("input", () => ContactInfoInput, { description: "The fields to change." }) input: ContactInfoInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateContactInfo(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => SiteSettings, {
    description: "Admins only. Changes the site settings; empty or missing fields keep their previous value.",
  })
  updateSiteSettings(
    @Arg("input", () => SiteSettingsInput, { description: "The fields to change." }) input: SiteSettingsInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateSiteSettings(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => SiteSettings, {
    description: "Admins only. Turns the festive badge on plan cards on or off and sets its text and theme.",
  })
  updateFestiveBadge(
    @Arg("input", () => FestiveBadgeInput, { description: "The badge's new setting." }) input: FestiveBadgeInput,
    @CurrentUser() actor: User,
    @Ctx() { services }: AppContext,
  ) {
    return services.siteContent.updateFestiveBadge(actor, input);
  }
}
