/**
 * `react` in the islands' build (see vite.config.mts): preact/compat, with React's
 * `useSyncExternalStore` semantics for hydration. preact/compat ignores the server snapshot, so
 * a component whose first render differs between the server and the browser (`useHydrated`, a
 * plan's highlight) would hydrate with the browser's value over the server's HTML, and Preact,
 * which does not patch attributes while hydrating, would leave the server's HTML as it was. As
 * React does, an island hydrates with the server snapshot and renders again with the browser's.
 */
import compat, { useEffect, useState, useSyncExternalStore as compatUseSyncExternalStore } from "preact/compat";

// @ts-expect-error -- preact/compat's types are one `export =` namespace; the module has the named exports.
export * from "preact/compat";

let hydrating = false;

/** Runs a hydration (synchronous in Preact): components it renders start from their server snapshots. */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = useState(hydrating && getServerSnapshot !== undefined);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  const value = compatUseSyncExternalStore(subscribe, getSnapshot);
  return fromServer && getServerSnapshot ? getServerSnapshot() : value;
}

export default { ...compat, useSyncExternalStore };
