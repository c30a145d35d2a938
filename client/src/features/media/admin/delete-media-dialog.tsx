import { useMutation } from "@apollo/client/react";
import { MEDIA_MESSAGES } from "../../../../../common/media";
import { useState } from "react";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { DeleteMediaDocument, type MediaLibraryItemFragment } from "../../../graphql/generated";
import { SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";

interface DeleteMediaDialogProps {
  item: MediaLibraryItemFragment | undefined;
  onClose: () => void;
}

/** Asks before deleting; an image still in use is refused by the server, which names the places. */
export function DeleteMediaDialog({ item, onClose }: DeleteMediaDialogProps) {
  const [remove] = useMutation(DeleteMediaDocument);
  const [refusal, setRefusal] = useState<string>();

  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  return (
    <ConfirmDelete
      item={item}
      title="Delete image"
      message={(target) => (
        <>
          <span className="block">
            Delete <span className="font-semibold break-all">{target?.name ?? ""}</span>? Its files are removed for good.
          </span>
          {refusal && (
            <span role="alert" className="mt-3 block rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {refusal}
            </span>
          )}
        </>
      )}
      remove={(target) =>
        remove({
          variables: { id: target.id },
          update(cache) {
            cache.evict({ id: cache.identify(target) });
            evictQueryFields(cache, "mediaItems", "dashboard", "auditLog");
          },
        })
      }
      onDeleted={() => toastSuccess(MEDIA_MESSAGES.deleted)}
      onFailed={(error) => {
        const message = usefulMessage(error) ?? SOMETHING_WENT_WRONG;
        setRefusal(message);
        toastError("Failed to delete image");
      }}
      onClose={close}
    />
  );
}
