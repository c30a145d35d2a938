import { isExpired, parseExpiry } from "../../../../../common/validation";
import { useFormikContext } from "formik";
import { TriangleAlert } from "lucide-react";

/**
 * Warns, without blocking, when the chosen expiry has already passed (a YYYY-MM-DD date runs to
 * the end of that day in the gym's time zone): the server accepts it, and the member's
 * membership then shows as expired at once.
 */
export function PastExpiryWarning({ name }: { name: string }) {
  const { values } = useFormikContext<Record<string, string>>();
  const expiry = values[name] ? parseExpiry(values[name]) : null;
  const past = !!expiry && isExpired(expiry);
  return (
    <div role="status">
      {past && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          This date is in the past: the membership will show as expired as soon as it is saved.
        </p>
      )}
    </div>
  );
}
