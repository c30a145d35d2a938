import { Images } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { AltTextForm } from "../../../components/admin/image-picker/alt-text-form";
import { DropZone } from "../../../components/admin/image-picker/drop-zone";
import { MediaSearch } from "../../../components/admin/image-picker/media-search";
import { UploadList } from "../../../components/admin/image-picker/upload-list";
import { useMediaLibrary } from "../../../components/admin/image-picker/use-media-library";
import { useMediaUploads } from "../../../components/admin/image-picker/use-media-uploads";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import type { MediaLibraryItemFragment } from "../../../graphql/generated";
import { DeleteMediaDialog } from "./delete-media-dialog";
import { EditMediaDialog } from "./edit-media-dialog";
import { MediaCard } from "./media-card";

/** /admin/media: upload photos, describe them, set their focal points, see where each is used. */
export function MediaPage() {
  const library = useMediaLibrary();
  const uploads = useMediaUploads();
  const [editing, setEditing] = useState<MediaLibraryItemFragment>();
  const [deleting, setDeleting] = useState<MediaLibraryItemFragment>();
  const page = library.page;

  return (
    <>
      <AdminPageHeader
        title="Media"
        description={
          page ? `${page.total} image${page.total === 1 ? "" : "s"} in the library.` : "Photos, logos and icons used across the site."
        }
      />
      <section aria-label="Upload images" className="mb-8 space-y-3">
        <DropZone onFiles={uploads.add} />
        <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} afterUpload={({ item }) => <AltTextForm item={item} />} />
      </section>
      <div className="mb-4 max-w-md">
        <MediaSearch value={library.search} onChange={library.setSearch} />
      </div>
      {!page ? (
        <QueryFallback error={library.error} refetch={library.refetch} label="Loading images..." />
      ) : page.items.length === 0 ? (
        <EmptyState icon={Images} title={library.term ? "No images match your search" : "No images yet"}>
          <p className="text-slate-600">
            {library.term
              ? `Nothing is named or described "${library.term}".`
              : "Upload photos above; they can then be chosen in every image field."}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Library images" className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
            {page.items.map((item) => (
              <MediaCard key={item.id} item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
            ))}
          </ul>
          {page.items.length < page.total && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                disabled={library.loading}
                onClick={() => void library.loadMore()}
                className={buttonClass("outlineDark")}
              >
                Show more images
              </button>
            </div>
          )}
        </>
      )}
      {editing && <EditMediaDialog item={editing} onClose={() => setEditing(undefined)} />}
      <DeleteMediaDialog item={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
