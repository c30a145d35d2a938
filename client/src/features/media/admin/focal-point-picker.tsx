import type { KeyboardEvent, MouseEvent } from "react";
import { MediaThumbnail } from "../../../components/admin/image-picker/media-thumbnail";
import type { MediaLibraryItemFragment } from "../../../graphql/generated";
import { clampFocal, focalAfterKey, type FocalPoint } from "./focal-crop";

interface FocalPointPickerProps {
  item: MediaLibraryItemFragment;
  value: FocalPoint;
  onChange: (focal: FocalPoint) => void;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The image with a marker on the part that must stay in every crop: tap or click to move it,
 * or focus the image and use the arrow keys (Shift for bigger steps).
 */
export function FocalPointPicker({ item, value, onChange }: FocalPointPickerProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange(clampFocal({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = focalAfterKey(value, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(moved);
  };

  return (
    <div>
      <p id={`focal-help-${item.id}`} className="mb-2 text-sm text-slate-600">
        Tap the part of the photo that must stay visible in every crop, or focus the image and use the arrow keys.
      </p>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Focal point"
        aria-describedby={`focal-help-${item.id}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value.x * 100)}
        aria-valuetext={`${percent(value.x)} from the left, ${percent(value.y)} from the top`}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="relative cursor-crosshair overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500"
      >
        <MediaThumbnail item={item} sizes="(min-width: 640px) 460px, 90vw" className="pointer-events-none block h-auto w-full" />
        <span
          aria-hidden
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-orange-500/40 shadow-[0_0_0_2px_rgb(15_23_42)]"
          style={{ left: percent(value.x), top: percent(value.y) }}
        />
      </div>
    </div>
  );
}
