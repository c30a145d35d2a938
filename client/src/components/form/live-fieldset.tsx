import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * A form's fields, disabled until the page is live: on a server-rendered page, text typed or a
 * button pressed before the scripts run would be lost (or submitted as a plain GET).
 */
export function LiveFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ""}`.trim()}>
      {children}
    </fieldset>
  );
}
