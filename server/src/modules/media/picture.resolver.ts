import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { mediaKeyFromUrl } from "../../../../common/media";
import type { AppContext } from "../../context";
import { BlogPost } from "../blog/blog-post.entity";
import { AboutContent } from "../site-content/about-content.entity";
import { HeroSection } from "../site-content/hero-section.entity";
import { SiteSettings } from "../site-content/site-settings.entity";
import { mediaLoaders } from "./media-loaders";
import { Picture } from "./media.types";
import { buildPicture } from "./picture";

/** The library item behind an image field's URL, as a Picture; null for any other URL. */
async function pictureOf(url: string, context: AppContext): Promise<Picture | null> {
  const key = mediaKeyFromUrl(url);
  const item = key ? await mediaLoaders(context).byKey.load(key) : null;
  return item ? buildPicture(item) : null;
}

const NULL_WHEN_PASTED = "Null when the image field holds a URL outside the media library.";

@Resolver(() => HeroSection)
class HeroPictureResolver {
  @FieldResolver(() => Picture, { nullable: true, description: `The image as responsive sources. ${NULL_WHEN_PASTED}` })
  picture(@Root() hero: HeroSection, @Ctx() context: AppContext) {
    return pictureOf(hero.image, context);
  }
}

@Resolver(() => AboutContent)
class AboutPictureResolver {
  @FieldResolver(() => Picture, { nullable: true, description: `The image as responsive sources. ${NULL_WHEN_PASTED}` })
  picture(@Root() about: AboutContent, @Ctx() context: AppContext) {
    return pictureOf(about.image, context);
  }
}

@Resolver(() => BlogPost)
class BlogPostPictureResolver {
  @FieldResolver(() => Picture, { nullable: true, description: `The cover image as responsive sources. ${NULL_WHEN_PASTED}` })
  picture(@Root() post: BlogPost, @Ctx() context: AppContext) {
    return pictureOf(post.image, context);
  }
}

@Resolver(() => SiteSettings)
class SiteSettingsPictureResolver {
  @FieldResolver(() => Picture, { nullable: true, description: `The logo as a picture. ${NULL_WHEN_PASTED}` })
  logoPicture(@Root() settings: SiteSettings, @Ctx() context: AppContext) {
    return pictureOf(settings.logo, context);
  }

  @FieldResolver(() => Picture, { nullable: true, description: `The footer logo as a picture. ${NULL_WHEN_PASTED}` })
  footerLogoPicture(@Root() settings: SiteSettings, @Ctx() context: AppContext) {
    return pictureOf(settings.footerLogo, context);
  }

  @FieldResolver(() => Picture, { nullable: true, description: `The default social image as a picture. ${NULL_WHEN_PASTED}` })
  featuredPicture(@Root() settings: SiteSettings, @Ctx() context: AppContext) {
    return pictureOf(settings.featuredImage, context);
  }
}

export const pictureResolvers = [HeroPictureResolver, AboutPictureResolver, BlogPostPictureResolver, SiteSettingsPictureResolver] as const;
