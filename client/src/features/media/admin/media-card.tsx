import { Link } from "react-router-dom";
import { EditDeleteButtons } from "../../../components/admin/edit-delete-buttons";
import { formatBytes } from "../../../components/admin/image-picker/media-format";
import { MediaThumbnail } from "../../../components/admin/image-picker/media-thumbnail";
import { textLinkClass } from "../../../components/ui/button-styles";
import { Pill } from "../../../components/ui/pill";
import type { MediaLibraryItemFragment } from "../../../graphql/generated";

interface MediaCardProps {
  item: MediaLibraryItemFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/** One library image: what it is, how big, where it is used, and its edit and delete buttons. */
export function MediaCard({ item, onEdit, onDelete }: MediaCardProps) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <MediaThumbnail item={item} sizes="(min-width: 1280px) 240px, (min-width: 640px) 30vw, 45vw" className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="font-semibold break-all text-slate-900">{item.name}</p>
        <p className="text-slate-600">
          {item.width} x {item.height} · {item.format} · {formatBytes(item.bytes)}
        </p>
        {item.alt ? <p className="line-clamp-2 text-slate-700">{item.alt}</p> : <Pill tone="amber">No alt text</Pill>}
        <div className="text-slate-700">
          {item.usedBy.length === 0 ? (
            <p className="text-slate-600">Not used yet</p>
          ) : (
            <>
              <p className="font-medium">Used on</p>
              <ul className="mt-0.5 space-y-0.5">
                {item.usedBy.map((use) => (
                  <li key={`${use.path} ${use.label}`}>
                    <Link to={use.path} className={textLinkClass}>
                      {use.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <EditDeleteButtons name={item.name} onEdit={onEdit} onDelete={onDelete} className="mt-auto flex justify-end gap-1 pt-1" />
      </div>
    </li>
  );
}
