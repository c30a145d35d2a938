import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a server-rendered page is still plain HTML (on the server and during hydration),
 * true once React runs it; always true for a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
