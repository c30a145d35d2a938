import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { planAnchorId } from "../../../config/paths";

/** As long as the outline's fade (see index.css), and still long enough to be seen without motion. */
const HIGHLIGHT_MS = 2500;

/** True for a short while when the address names this plan (`#plan-<id>`, from Choose Plan). */
export function usePlanHighlight(planId: string): boolean {
  const { hash, key } = useLocation();
  const targeted = hash === `#${planAnchorId(planId)}`;
  const [shown, setShown] = useState<string>();

  useEffect(() => {
    if (!targeted) return;
    setShown(key);
    const timer = window.setTimeout(() => setShown(undefined), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [targeted, key]);

  return targeted && shown === key;
}
