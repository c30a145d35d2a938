import { PreviewImage } from "../../../../components/admin/preview-image";
import type { HeroValues } from "./hero-schema";

/** A small copy of the home page's hero: image, dark overlay, title and subtitle. */
export function HeroPreview({ title, subtitle, image }: HeroValues) {
  return (
    <div className="relative isolate flex min-h-64 items-center overflow-hidden rounded-xl bg-slate-950">
      <PreviewImage src={image} alt="Hero background" className="absolute inset-0 -z-20 size-full" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-950/75 to-slate-950/40" />
      <div className="p-6">
        <p className="break-words text-2xl font-extrabold uppercase leading-tight text-white sm:text-3xl">{title || "Your title"}</p>
        <p className="mt-3 break-words text-sm text-slate-200">{subtitle || "Your subtitle"}</p>
        <div aria-hidden className="mt-5 flex gap-3">
          <span className="rounded-md bg-orange-500 px-3 py-1.5 text-xs font-semibold text-slate-950">View Memberships</span>
          <span className="rounded-md border border-white/70 px-3 py-1.5 text-xs font-semibold text-white">Contact Us</span>
        </div>
      </div>
    </div>
  );
}
