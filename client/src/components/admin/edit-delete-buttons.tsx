import { Pencil, Trash2 } from "lucide-react";
import { buttonClass } from "../ui/button-styles";

interface EditDeleteButtonsProps {
  /** Names the record in each button's accessible label, e.g. "Edit Summer shred". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className: string;
}

/** The edit and delete icon buttons of a record's card on an admin list page. */
export function EditDeleteButtons({ name, onEdit, onDelete, className }: EditDeleteButtonsProps) {
  return (
    <div className={className}>
      <button type="button" onClick={onEdit} aria-label={`Edit ${name}`} className={buttonClass("outlineDark", "icon")}>
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${name}`}
        className={`${buttonClass("ghostDark", "icon")} text-red-700 hover:text-red-800`}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}
