import { Dumbbell } from "lucide-react";
import { useImageFallback } from "../../../lib/use-image-fallback";

interface AboutIntroProps {
  title: string;
  content: string;
  image: string;
}

/** Each line of the stored text is a paragraph. */
function toParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const frame = "aspect-[3/2] w-full rounded-2xl bg-slate-200 shadow-lg";

export function AboutIntro({ title, content, image }: AboutIntroProps) {
  const { url, imageProps } = useImageFallback(image);
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
      {url ? (
        <img
          src={url}
          alt={`Inside the gym: ${title}`}
          width={1200}
          height={800}
          decoding="async"
          {...imageProps}
          className={`${frame} object-cover`}
        />
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
