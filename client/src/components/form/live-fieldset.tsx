import type { ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated";

interface LiveFieldsetProps {
  /** The group's accessible name (a hidden legend); a form's fields are still a named group. */
  legend: string;
  className?: string;
  children: ReactNode;
}

/**
 * A form's fields, disabled until the page is live: on a server-rendered page, text typed or a
 * button pressed before the scripts run would be lost (or submitted as a plain GET).
 */
export function LiveFieldset({ legend, className, children }: LiveFieldsetProps) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ""}`.trim()}>
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}
