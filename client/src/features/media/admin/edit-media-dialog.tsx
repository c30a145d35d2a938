import { useMutation } from "@apollo/client/react";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../../../common/media";
import { Form, Formik, type FormikHelpers } from "formik";
import { altTextError } from "../../../components/admin/image-picker/alt-text-form";
import { saveWithToasts } from "../../../components/admin/mutations";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import { UpdateMediaDocument, type MediaLibraryItemFragment } from "../../../graphql/generated";
import { CropPreviews } from "./crop-previews";
import { FocalPointPicker } from "./focal-point-picker";

interface MediaValues {
  alt: string;
  focalX: number;
  focalY: number;
}

const FIELDS = ["alt"] as const;

interface EditMediaDialogProps {
  item: MediaLibraryItemFragment;
  onClose: () => void;
}

/** Alt text and focal point of one library image; a moved focal point makes the server cut new crops. */
export function EditMediaDialog({ item, onClose }: EditMediaDialogProps) {
  const [update] = useMutation(UpdateMediaDocument);
  const initialValues: MediaValues = { alt: item.alt, focalX: item.focalX, focalY: item.focalY };

  const onSubmit = async (values: MediaValues, helpers: FormikHelpers<MediaValues>) => {
    const moved = values.focalX !== item.focalX || values.focalY !== item.focalY;
    const input = { alt: values.alt.trim(), ...(moved ? { focalX: values.focalX, focalY: values.focalY } : {}) };
    const saved = await saveWithToasts(helpers, FIELDS, () => update({ variables: { id: item.id, input } }), {
      success: MEDIA_MESSAGES.updated,
      failure: "Failed to update image",
    });
    if (saved) onClose();
  };

  return (
    <Dialog open title="Edit image" description={<span className="break-all">{item.name}</span>} onClose={onClose}>
      <Formik<MediaValues>
        initialValues={initialValues}
        validate={(values) => {
          const alt = altTextError(values.alt);
          return alt ? { alt } : {};
        }}
        onSubmit={onSubmit}
      >
        {({ values, setValues }) => (
          <Form noValidate className="space-y-4">
            <TextField
              name="alt"
              label="Alt text"
              maxLength={MEDIA_LIMITS.altMax}
              hint="What the image shows, for visitors who cannot see it."
            />
            <FocalPointPicker
              item={item}
              value={{ x: values.focalX, y: values.focalY }}
              onChange={(focal) => void setValues({ ...values, focalX: focal.x, focalY: focal.y })}
            />
            <CropPreviews item={item} focal={{ x: values.focalX, y: values.focalY }} />
            <DialogFormActions label="Save Image" busyLabel="Saving..." onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
