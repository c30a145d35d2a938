import { lazy, Suspense, useSyncExternalStore } from "react";
import { isSonnerRequested, loadSonner, onSonnerRequested } from "../../lib/toast";
import { CHAT_BUTTON_CLEARANCE } from "../layouts/chat-button";

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * Mounts sonner's Toaster once the first toast asks for it (see lib/toast). At the bottom,
 * where the header's controls are not: the right corner on wide screens, across the bottom
 * above the chat button on phones (sonner's own layout below 600px wide). The page's font
 * rather than sonner's system stack.
 */
export function Toaster() {
  const requested = useSyncExternalStore(onSonnerRequested, isSonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        richColors
        closeButton
        position="bottom-right"
        offset={{ bottom: CHAT_BUTTON_CLEARANCE, right: 20 }}
        mobileOffset={{ bottom: CHAT_BUTTON_CLEARANCE, left: 16, right: 16 }}
        style={{ fontFamily: "inherit" }}
      />
    </Suspense>
  );
}
