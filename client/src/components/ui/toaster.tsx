import { lazy, Suspense, useSyncExternalStore } from "react";
import { isSonnerRequested, loadSonner, onSonnerRequested } from "../../lib/toast";

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Mounts sonner's Toaster once the first toast asks for it (see lib/toast). */
export function Toaster() {
  const requested = useSyncExternalStore(onSonnerRequested, isSonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
