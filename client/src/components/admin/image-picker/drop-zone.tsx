import { MEDIA_ACCEPT } from "../../../../../common/media";
import { ImageUp } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { buttonClass } from "../../ui/button-styles";

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** The words on the button, e.g. "Upload new". */
  label?: string;
  compact?: boolean;
}

/**
 * Images dropped here or picked with the file input. On a phone the same input opens the camera
 * roll (or the camera), since it accepts images and several files.
 */
export function DropZone({ onFiles, label = "Choose images", compact = false }: DropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed text-center transition-colors ${
        compact ? "px-4 py-4" : "px-6 py-10"
      } ${over ? "border-orange-500 bg-orange-50" : "border-slate-300 bg-white"}`}
    >
      {!compact && <ImageUp aria-hidden className="size-10 text-slate-400" />}
      {!compact && <p className="font-semibold text-slate-900">Drop images here</p>}
      <label htmlFor={id} className={`${buttonClass("dark", "sm")} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2`}>
        {label}
        <input
          id={id}
          type="file"
          accept={MEDIA_ACCEPT}
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so picking the same file again still counts as a change.
            event.target.value = "";
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      <p className="text-xs text-slate-600">JPEG, PNG, WebP, AVIF, GIF or SVG{compact ? "" : ", several at once"}</p>
    </div>
  );
}
