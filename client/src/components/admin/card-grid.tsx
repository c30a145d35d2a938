import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../ui/button-styles";

interface CardGridProps<T> {
  items: readonly T[];
  /** Shown instead of the grid while there are no items. */
  empty: ReactNode;
  /** One card; it carries its own key. */
  children: (item: T) => ReactNode;
}

/** The records of a list page as cards, or what to do while there are none. */
export function CardGrid<T>({ items, empty, children }: CardGridProps<T>) {
  if (items.length === 0) return empty;
  return <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">{items.map((item) => children(item))}</div>;
}

/** The header's button that opens a list page's add dialog. */
export function AddRecordButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={`${buttonClass("primary")} whitespace-nowrap`}>
      <Plus aria-hidden className="size-4" />
      {children}
    </button>
  );
}
