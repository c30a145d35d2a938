import { Field, Float, Int, ObjectType } from "type-graphql";
import { PublicCache } from "../../cache/cache-control";
import { MediaItem } from "./media-item.entity";

@PublicCache()
@ObjectType({ description: "One responsive source: every width of one format, for <source type srcset>." })
export class ImageSource {
  @Field(() => String, { description: "MIME type, such as image/avif." })
  type!: string;

  @Field(() => String, { description: 'Every width of this format, "/media/<key>/w640.a.avif 640w, ...".' })
  srcset!: string;
}

@PublicCache()
@ObjectType({ description: "Social card of an image: a real 1200x630 JPEG cropped around the focal point." })
export class SocialImage {
  @Field(() => String, { description: "Address of the JPEG on this site, /media/<key>/..." })
  url!: string;

  @Field(() => Int, { description: "Width in pixels: 1200." })
  width!: number;

  @Field(() => Int, { description: "Height in pixels: 630." })
  height!: number;

  @Field(() => String, { description: "MIME type: image/jpeg." })
  type!: string;
}

@PublicCache()
@ObjectType({ description: "A library image as public pages render it (never null fields; empty lists for SVG)." })
export class Picture {
  @Field(() => String, { description: "Fallback file: JPEG or PNG at the largest width, or the SVG." })
  src!: string;

  @Field(() => Int, { description: "Intrinsic width of src." })
  width!: number;

  @Field(() => Int, { description: "Intrinsic height of src." })
  height!: number;

  @Field(() => String, { description: "Text for visitors who cannot see the image." })
  alt!: string;

  @Field(() => String, { description: 'The fallback format\'s widths, "/media/k/w320.h.jpg 320w, ..." ("" for SVG).' })
  srcset!: string;

  @Field(() => [ImageSource], { description: "AVIF first, then WebP (width variants)." })
  sources!: ImageSource[];

  @Field(() => [ImageSource], { description: "9:16 crops around the focal point for phones: AVIF, WebP, then JPEG." })
  portraitSources!: ImageSource[];

  @Field(() => Int, { description: "Width of the largest portrait crop (0 when none)." })
  portraitWidth!: number;

  @Field(() => Int, { description: "Height of the largest portrait crop (0 when none)." })
  portraitHeight!: number;

  @Field(() => Float, { description: "Focal point from the left, 0 to 1 (for CSS object-position)." })
  focalX!: number;

  @Field(() => Float, { description: "Focal point from the top, 0 to 1 (for CSS object-position)." })
  focalY!: number;

  @Field(() => String, { description: "A tiny blurred data: URL to paint before the image arrives." })
  placeholder!: string;

  @Field(() => String, { description: "The image's main colour as #rrggbb, to paint behind it while it loads." })
  dominantColor!: string;

  @Field(() => SocialImage, { description: "The 1200x630 card for link previews (Open Graph, Twitter)." })
  social!: SocialImage;
}

@ObjectType({ description: "A place that shows a library image. Admins only." })
export class MediaUse {
  @Field(() => String, { description: 'Such as "Hero section" or "Blog post: <title>".' })
  label!: string;

  @Field(() => String, { description: "The admin page where it is chosen." })
  path!: string;
}

@ObjectType({ description: "A page of the media library (admins only)." })
export class MediaPage {
  @Field(() => [MediaItem], { description: "This page's items, newest first." })
  items!: MediaItem[];

  @Field(() => Int, { description: "Items matching the search in all." })
  total!: number;
}
