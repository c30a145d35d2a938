import { CONTENT_LIMITS as L } from "../../../../../common/validation";
import { useField } from "formik";
import { Images } from "lucide-react";
import { useState } from "react";
import { TextField } from "../../form/text-field";
import { buttonClass } from "../../ui/button-styles";
import { PreviewImage } from "../preview-image";
import { MediaLibraryDialog } from "./media-library-dialog";

interface ImagePickerProps {
  name: string;
  label: string;
  hint?: string;
  /** Logos and icons keep their shape; photos fill the preview. */
  fit?: "cover" | "contain";
}

/**
 * An image field of an admin form: a preview, the address (a pasted URL still works) and
 * Choose from library, which fills in the chosen or uploaded image's address.
 */
export function ImagePicker({ name, label, hint, fit = "cover" }: ImagePickerProps) {
  const [field, , helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  // "Image URL" names the address field; the button chooses the image itself.
  const image = label.replace(/ URL$/, "");

  const choose = (url: string) => {
    setOpen(false);
    void helpers.setValue(url, true);
    void helpers.setTouched(true, false);
  };

  return (
    <div className="flex gap-3">
      <PreviewImage
        src={field.value ?? ""}
        alt={`Preview: ${image}`}
        className={`mt-7 aspect-video w-20 shrink-0 self-start rounded-md border border-slate-200 sm:w-24 ${fit === "contain" ? "bg-slate-50 object-contain!" : ""}`}
      />
      <div className="min-w-0 flex-1">
        <TextField
          name={name}
          label={label}
          hint={hint}
          type="url"
          inputMode="url"
          placeholder="https://... or /images/..."
          maxLength={L.urlMax}
        />
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={`Choose from library: ${image}`}
          className={`${buttonClass("outlineDark", "sm")} mt-2`}
        >
          <Images aria-hidden className="size-4" />
          Choose from library
        </button>
      </div>
      {open && <MediaLibraryDialog label={image} current={field.value ?? ""} onChoose={choose} onClose={() => setOpen(false)} />}
    </div>
  );
}
