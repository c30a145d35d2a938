import { PreviewImage } from "../../../../components/admin/preview-image";
import { paragraphs, type AboutValues } from "./about-schema";

/** The about page's intro as visitors will see it: title, paragraphs and image. */
export function AboutPreview({ title, content, image }: AboutValues) {
  const lines = paragraphs(content);
  return (
    <div className="space-y-4">
      <PreviewImage src={image} alt="About page image" className="aspect-video w-full rounded-xl" />
      <p className="break-words text-2xl font-bold text-slate-900">{title || "Your title"}</p>
      {/* A long text scrolls inside the preview; keyboard users reach it too (axe scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label="About text preview"
        className="max-h-96 space-y-3 overflow-y-auto rounded-md text-sm leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        {lines.length ? lines.map((line, index) => <p key={index}>{line}</p>) : <p className="text-slate-500">Your content</p>}
      </div>
    </div>
  );
}
