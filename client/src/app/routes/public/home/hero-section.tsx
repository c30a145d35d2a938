import { Link } from "react-router-dom";
import { buttonClass } from "../../../../components/ui/button-styles";
import { paths } from "../../../../config/paths";
import type { ArtDirectedPictureFragment } from "../../../../graphql/generated";
import { useImageFallback } from "../../../../lib/use-image-fallback";
import { HeroPicture } from "./hero-picture";

interface HeroSectionProps {
  title: string;
  subtitle: string;
  image: string;
  /** Present when the image is a library item: responsive, with a phone crop. */
  picture: ArtDirectedPictureFragment | null;
  siteName: string;
  city: string;
}

const heroFrame = "relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-slate-950";

export function HeroSection({ title, subtitle, image, picture, siteName, city }: HeroSectionProps) {
  // Without its image the section keeps its dark background and gradient: the text stays readable.
  const { url, imageProps } = useImageFallback(picture?.src ?? image);
  const alt = picture?.alt.trim() || `Training at ${siteName}`;
  return (
    <section className={heroFrame} aria-labelledby="hero-title">
      {url &&
        (picture ? (
          <HeroPicture picture={picture} alt={alt} imageProps={imageProps} />
        ) : (
          <img src={url} alt={alt} {...imageProps} fetchPriority="high" className="absolute inset-0 -z-20 size-full object-cover" />
        ))}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-950/75 to-slate-950/40" />
      <div className="mx-auto w-full max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        {city && <p className="mb-4 text-sm font-semibold uppercase tracking-[0.25em] text-orange-400">Gym in {city}</p>}
        <h1
          id="hero-title"
          className="max-w-4xl text-4xl font-extrabold uppercase leading-tight tracking-tight text-white sm:text-6xl lg:text-7xl"
        >
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{subtitle}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <Link to={paths.subscription} className={buttonClass("primary", "lg")}>
            View Memberships
          </Link>
          <Link to={paths.contact} className={buttonClass("outlineLight", "lg")}>
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}

export function HeroSkeleton() {
  return (
    <section className={heroFrame}>
      <div role="status" className="mx-auto w-full max-w-7xl animate-pulse px-4 py-20 sm:px-6 lg:px-8">
        <span className="sr-only">Loading...</span>
        <div aria-hidden className="h-4 w-40 rounded bg-slate-800" />
        <div aria-hidden className="mt-6 h-14 w-full max-w-3xl rounded bg-slate-800" />
        <div aria-hidden className="mt-4 h-14 w-2/3 max-w-2xl rounded bg-slate-800" />
        <div aria-hidden className="mt-8 h-6 w-full max-w-xl rounded bg-slate-800" />
        <div aria-hidden className="mt-10 flex gap-4">
          <div className="h-12 w-44 rounded-md bg-slate-800" />
          <div className="h-12 w-36 rounded-md bg-slate-800" />
        </div>
      </div>
    </section>
  );
}
