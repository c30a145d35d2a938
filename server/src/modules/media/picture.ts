import { MEDIA_URL_PREFIX, SOCIAL_IMAGE } from "../../../../common/media";
import type { MediaItem } from "./media-item.entity";
import type { ImageSource, Picture } from "./media.types";
import type { MediaVariant } from "./pipeline";

const variantUrl = (key: string, file: string) => `${MEDIA_URL_PREFIX}${key}/${file}`;
/** Where storage keeps a variant. */
export const storageKey = (key: string, file: string) => `${key}/${file}`;

const byWidth = (a: MediaVariant, b: MediaVariant) => a.width - b.width;
const FALLBACKS = new Set<MediaVariant["format"]>(["jpeg", "png"]);

function srcset(key: string, variants: MediaVariant[]): string {
  return [...variants]
    .sort(byWidth)
    .map((v) => `${variantUrl(key, v.file)} ${v.width}w`)
    .join(", ");
}

function sources(key: string, variants: MediaVariant[], formats: MediaVariant["format"][]): ImageSource[] {
  return formats
    .map((format) => variants.filter((v) => v.format === format))
    .flatMap((group) => (group[0] ? [{ type: group[0].contentType, srcset: srcset(key, group) }] : []));
}

const largest = (variants: MediaVariant[]) => [...variants].sort(byWidth).at(-1);

/** The file an image field stores and browsers fall back to: the SVG, or the widest JPEG/PNG. */
function fallbackVariant(item: Pick<MediaItem, "variants">): MediaVariant | undefined {
  const svg = item.variants.find((v) => v.role === "svg");
  return svg ?? largest(item.variants.filter((v) => v.role === "width" && FALLBACKS.has(v.format)));
}

export function itemUrl(item: Pick<MediaItem, "key" | "variants">): string {
  const fallback = fallbackVariant(item) ?? item.variants.find((v) => v.role === "master");
  return fallback ? variantUrl(item.key, fallback.file) : "";
}

export function buildPicture(item: MediaItem): Picture {
  const { key, variants } = item;
  const widths = variants.filter((v) => v.role === "width");
  const portraits = variants.filter((v) => v.role === "portrait");
  const fallback = fallbackVariant(item);
  const isSvg = fallback?.role === "svg";
  const portrait = largest(portraits);
  const social = variants.find((v) => v.role === "social");
  const src = itemUrl(item);
  return {
    src,
    width: fallback?.width ?? item.width,
    height: fallback?.height ?? item.height,
    alt: item.alt,
    srcset:
      isSvg || !fallback
        ? ""
        : srcset(
            key,
            widths.filter((v) => v.format === fallback.format),
          ),
    sources: sources(key, widths, ["avif", "webp"]),
    portraitSources: sources(key, portraits, ["avif", "webp", "jpeg"]),
    portraitWidth: portrait?.width ?? 0,
    portraitHeight: portrait?.height ?? 0,
    focalX: item.focalX,
    focalY: item.focalY,
    placeholder: item.placeholder,
    dominantColor: item.dominantColor,
    social: social
      ? { url: variantUrl(key, social.file), width: social.width, height: social.height, type: social.contentType }
      : {
          url: src,
          width: fallback?.width ?? item.width,
          height: fallback?.height ?? item.height,
          type: fallback?.contentType ?? SOCIAL_IMAGE.type,
        },
  };
}
