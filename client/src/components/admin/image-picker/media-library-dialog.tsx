import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { MediaLibraryItemFragment } from "../../../graphql/generated";
import { buttonClass } from "../../ui/button-styles";
import { Dialog } from "../../ui/dialog";
import { LoadingMessage, ErrorMessage } from "../../ui/status";
import { AltTextForm } from "./alt-text-form";
import { DropZone } from "./drop-zone";
import { MediaSearch } from "./media-search";
import { MediaThumbnail } from "./media-thumbnail";
import type { UploadedMedia } from "./upload-media";
import { UploadList } from "./upload-list";
import { useMediaLibrary } from "./use-media-library";
import { useMediaUploads } from "./use-media-uploads";

type Choice = Pick<MediaLibraryItemFragment, "id" | "name" | "alt" | "url">;

interface MediaLibraryDialogProps {
  /** The field's label, e.g. "Image URL", for the dialog's title. */
  label: string;
  /** The field's address now, so its image is marked in the grid. */
  current: string;
  /** The chosen image's address and its alt text (never empty: the dialog asks for one first). */
  onChoose: (url: string, alt: string) => void;
  onClose: () => void;
}

/**
 * Choose from library: search, pick an image or upload a new one (which is then picked). Public
 * pages need alt text, so an image without it is asked for its alt text before it is used.
 */
export function MediaLibraryDialog({ label, current, onChoose, onClose }: MediaLibraryDialogProps) {
  const library = useMediaLibrary();
  const [needsAlt, setNeedsAlt] = useState<Choice>();
  const choose = (item: Choice | UploadedMedia) => {
    if (item.alt.trim()) onChoose(item.url, item.alt);
    else setNeedsAlt(item);
  };
  const uploads = useMediaUploads(choose);
  const page = library.page;

  return (
    <Dialog open title="Choose from library" description={`For ${label}`} onClose={onClose}>
      {needsAlt ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">This image has no alt text yet. Public pages need it, so describe it first.</p>
          <AltTextForm item={needsAlt} submitLabel="Save and use image" onSaved={(saved) => onChoose(saved.url, saved.alt)} />
          <button type="button" onClick={() => setNeedsAlt(undefined)} className={buttonClass("outlineDark", "sm")}>
            Back to the library
          </button>
        </div>
      ) : (
        <div className="space-y-4">
          <DropZone compact label="Upload new" onFiles={uploads.add} />
          <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
          <MediaSearch value={library.search} onChange={library.setSearch} />
          {!page ? (
            library.error ? (
              <ErrorMessage message="Failed to load data from database" onRetry={() => void library.refetch().catch(() => undefined)} />
            ) : (
              <LoadingMessage label="Loading images..." />
            )
          ) : page.items.length === 0 ? (
            <p className="flex items-center gap-2 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
              <ImageOff aria-hidden className="size-5 shrink-0" />
              {library.term ? `No images match "${library.term}".` : "The library is empty. Upload an image to use it here."}
            </p>
          ) : (
            <>
              <ul aria-label="Library images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {page.items.map((item) => (
                  <li key={item.id} className="relative">
                    <button
                      type="button"
                      onClick={() => choose(item)}
                      aria-current={item.url === current.trim() ? "true" : undefined}
                      aria-label={`Choose ${item.name}${item.alt ? `: ${item.alt}` : " (no alt text yet)"}`}
                      className="block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-orange-500 focus-visible:outline-2 focus-visible:outline-orange-500 aria-[current=true]:border-orange-500 aria-[current=true]:ring-2 aria-[current=true]:ring-orange-500"
                    >
                      <MediaThumbnail item={item} sizes="(min-width: 640px) 150px, 45vw" />
                      <span className="block truncate px-2 py-1 text-xs text-slate-700">{item.name}</span>
                    </button>
                    {item.url === current.trim() && (
                      // aria-current says it to screen readers; the badge says it to the eye.
                      <span
                        aria-hidden
                        className="pointer-events-none absolute top-1.5 left-1.5 rounded bg-orange-500 px-1.5 py-0.5 text-xs font-semibold text-slate-950"
                      >
                        Chosen
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {page.items.length < page.total && (
                <button
                  type="button"
                  disabled={library.loading}
                  onClick={() => void library.loadMore()}
                  className={buttonClass("outlineDark", "sm")}
                >
                  Show more images
                </button>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
