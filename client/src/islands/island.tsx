import type { ComponentType } from "react";
import type { IslandName } from "./registry";

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** On a page sent with an error in it: the whole app loads instead of islands, so Retry works. */
export const NEEDS_APP_ATTRIBUTE = "data-needs-app";
/** Set once an island runs in the browser; browser tests wait for it before using a form. */
export const ISLAND_LIVE_ATTRIBUTE = "data-island-live";

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON: the browser hydrates the island from these alone. */
  props: P;
}

/**
 * A part of a public page that is interactive. Its server HTML carries its name and props, so
 * a visitor's first load hydrates only these parts (see hydrate-islands.tsx) and the rest stays
 * server HTML; the full app renders it like any other component, in the same wrapper.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div {...attributes} className="contents">
      <Component {...props} />
    </div>
  );
}
