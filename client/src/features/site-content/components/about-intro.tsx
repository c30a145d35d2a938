import { Dumbbell } from "lucide-react";
import { focalPosition, Picture } from "../../../components/ui/picture";
import type { PictureFragment } from "../../../graphql/generated";
import { useImageFallback } from "../../../lib/use-image-fallback";
import { Island } from "../../../islands/island";

interface AboutIntroProps {
  title: string;
  content: string;
  image: string;
  /** Present when the image is a library item. */
  picture: PictureFragment | null;
}

/** Each line of the stored text is a paragraph. */
function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const frame = "aspect-[3/2] w-full rounded-2xl bg-slate-200 shadow-lg";
/** The image's column: the page's width less its padding on phones, half of it beside the text from lg. */
const SIZES = "(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

export function AboutIntroSection({ title, content, image, picture }: AboutIntroProps) {
  const { url, imageProps } = useImageFallback(picture?.src ?? image);
  const alt = picture?.alt.trim() || `Inside the gym: ${title}`;
  return (
    <section
      aria-label="Our story"
      className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8"
    >
      <div className="space-y-5 text-lg leading-relaxed text-slate-700">
        {toParagraphs(content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {url && picture ? (
        <Picture
          picture={picture}
          alt={alt}
          sizes={SIZES}
          // Beside the first lines of text on wide screens, so part of the first screenful.
          lazy={false}
          imageProps={imageProps}
          className={`${frame} object-cover`}
          style={{ objectPosition: focalPosition(picture.focalX, picture.focalY) }}
        />
      ) : url ? (
        <img src={url} alt={alt} width={1200} height={800} decoding="async" {...imageProps} className={`${frame} object-cover`} />
      ) : (
        // Decorative: the same box, so the text beside it does not move.
        <div
          data-image-fallback
          className={`${frame} flex items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-orange-700 text-orange-300/80`}
        >
          <Dumbbell aria-hidden className="size-14" />
        </div>
      )}
    </section>
  );
}

export function AboutIntroSkeleton() {
  return (
    <div role="status" className="mx-auto grid max-w-7xl animate-pulse gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
      <span className="sr-only">Loading...</span>
      <div aria-hidden className="space-y-4">
        {[1, 2, 3, 4, 5].map((line) => (
          <div key={line} className="h-5 rounded bg-slate-200" />
        ))}
        <div className="h-5 w-2/3 rounded bg-slate-200" />
      </div>
      <div aria-hidden className={frame} />
    </div>
  );
}

/** An island, so an image that fails to load gives way to the fallback on a page that loads nothing else. */
export function AboutIntro(props: AboutIntroProps) {
  return <Island name="about-intro" component={AboutIntroSection} props={props} />;
}
