import type { CSSProperties, RefCallback } from "react";
import { MEDIA_PORTRAIT_ASPECT } from "../../../../../../common/media";
import { focalPosition, Picture, preloadSource, type ArtDirection } from "../../../../components/ui/picture";
import type { ArtDirectedPictureFragment } from "../../../../graphql/generated";

/** Phones get the 9:16 crop; the same width is in the portrait focus class below, which CSS needs literally. */
const PHONE = "(max-width: 640px)";
const WIDER = "(min-width: 641px)";
/** The hero fills the screen's width at every size. */
const SIZES = "100vw";

interface HeroPictureProps {
  picture: ArtDirectedPictureFragment;
  alt: string;
  imageProps: { ref: RefCallback<HTMLImageElement>; onError: () => void };
}

/**
 * Where the focal point lies inside the 9:16 crop: the crop is centred on it and kept inside the
 * image, so near an edge the point is off-centre in the crop too.
 */
function portraitFocus({ width, height, focalX, focalY }: ArtDirectedPictureFragment): { x: number; y: number } {
  const aspect = MEDIA_PORTRAIT_ASPECT.width / MEDIA_PORTRAIT_ASPECT.height;
  const within = (focus: number, whole: number, part: number) => {
    const start = Math.min(Math.max(focus * whole - part / 2, 0), whole - part);
    return (focus * whole - start) / part;
  };
  if (!width || !height) return { x: focalX, y: focalY };
  return width / height > aspect
    ? { x: within(focalX, width, height * aspect), y: focalY }
    : { x: focalX, y: within(focalY, height, width / aspect) };
}

/** The home page's full-screen image: a landscape set for wide screens, the portrait crop on phones, the subject in view on both. */
export function HeroPicture({ picture, alt, imageProps }: HeroPictureProps) {
  const portrait = picture.portraitSources.length > 0;
  const artDirection: ArtDirection | undefined = portrait
    ? { media: PHONE, sources: picture.portraitSources, width: picture.portraitWidth, height: picture.portraitHeight }
    : undefined;
  const focus = portraitFocus(picture);
  const style = {
    "--focus": focalPosition(picture.focalX, picture.focalY),
    "--portrait-focus": portrait ? focalPosition(focus.x, focus.y) : focalPosition(picture.focalX, picture.focalY),
  } as CSSProperties;
  if (portrait) preloadSource(picture.portraitSources[0], SIZES, PHONE);
  preloadSource(picture.sources[0], SIZES, portrait ? WIDER : undefined);
  return (
    <Picture
      picture={picture}
      alt={alt}
      sizes={SIZES}
      priority
      artDirection={artDirection}
      imageProps={imageProps}
      style={style}
      className="absolute inset-0 -z-20 size-full object-cover object-(--focus) [@media(max-width:640px)]:object-(--portrait-focus)"
    />
  );
}
