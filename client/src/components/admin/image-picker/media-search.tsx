import { Search } from "lucide-react";
import { useId } from "react";
import { controlClass, labelClass } from "../../form/use-form-field";

interface MediaSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search by file name or alt text. */
export function MediaSearch({ value, onChange }: MediaSearchProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Search images
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="File name or alt text"
          data-autofocus
          className={`${controlClass(false)} pl-9`}
        />
      </div>
    </div>
  );
}
