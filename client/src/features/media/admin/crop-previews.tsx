import type { MediaLibraryItemFragment } from "../../../graphql/generated";
import { cropPosition, PORTRAIT_ASPECT, SOCIAL_ASPECT, type FocalPoint } from "./focal-crop";

interface CropPreviewsProps {
  item: MediaLibraryItemFragment;
  focal: FocalPoint;
}

/** The link-preview card and the phone crop as the server will cut them around this focal point. */
export function CropPreviews({ item, focal }: CropPreviewsProps) {
  const crop = (aspect: number) => {
    const { x, y } = cropPosition(item, aspect, focal);
    return { objectPosition: `${x}% ${y}%` };
  };
  return (
    <div className="flex items-end gap-4">
      <figure className="min-w-0 flex-1">
        <img src={item.picture.src} alt="" style={crop(SOCIAL_ASPECT)} className="aspect-[1200/630] w-full rounded-md object-cover" />
        <figcaption className="mt-1 text-xs text-slate-600">Link preview (1200 x 630)</figcaption>
      </figure>
      <figure className="w-16 shrink-0">
        <img src={item.picture.src} alt="" style={crop(PORTRAIT_ASPECT)} className="aspect-[9/16] w-full rounded-md object-cover" />
        <figcaption className="mt-1 text-xs text-slate-600">Phone</figcaption>
      </figure>
    </div>
  );
}
