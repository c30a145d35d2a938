import { Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import type { AppContext } from "../../context";
import { AboutContent } from "./about-content.entity";
import { ContactInfo } from "./contact-info.entity";
import { HeroSection } from "./hero-section.entity";
import { SiteSettings } from "./site-settings.entity";

@Resolver()
export class SiteContentResolver {
  @Public()
  @Query(() => HeroSection)
  hero(@Ctx() { services }: AppContext): Promise<HeroSection> {
    return services.siteContent.hero();
  }

  @Public()
  @Query(() => AboutContent)
  about(@Ctx() { services }: AppContext): Promise<AboutContent> {
    return services.siteContent.about();
  }

  @Public()
  @Query(() => ContactInfo)
  contactInfo(@Ctx() { services }: AppContext): Promise<ContactInfo> {
    return services.siteContent.contactInfo();
  }

  @Public()
  @Query(() => SiteSettings)
  siteSettings(@Ctx() { services }: AppContext): Promise<SiteSettings> {
    return services.siteContent.siteSettings();
  }
}
