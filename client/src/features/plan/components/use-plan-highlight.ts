import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { planAnchorId } from "../../../config/paths";
import { useHydrated } from "../../../lib/use-hydrated";

/** As long as the outline's fade (see index.css), and still long enough to be seen without motion. */
const HIGHLIGHT_MS = 2500;

/** True for a short while when the address names this plan (`#plan-<id>`, from Choose Plan). */
export function usePlanHighlight(planId: string): boolean {
  const { hash, key } = useLocation();
  // The server never sees the fragment: a server-rendered page gains the outline once hydrated.
  const targeted = useHydrated() && hash === `#${planAnchorId(planId)}`;
  // The visit (location key) whose highlight has run its time; a new visit to the same plan shows it again.
  const [faded, setFaded] = useState<string>();

  useEffect(() => {
    if (!targeted) return;
    const timer = window.setTimeout(() => setFaded(key), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [targeted, key]);

  return targeted && faded !== key;
}
