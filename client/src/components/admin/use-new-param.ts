import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * Quick Actions link to a list page with `?new=1`: open its create dialog once, then drop the
 * parameter so a reload or Back does not open it again.
 */
export function useNewParam(openCreate: () => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("new") === "1";
  useEffect(() => {
    if (!wanted) return;
    openCreate();
    setParams(
      (current) => {
        current.delete("new");
        return current;
      },
      { replace: true },
    );
  }, [wanted, openCreate, setParams]);
}
