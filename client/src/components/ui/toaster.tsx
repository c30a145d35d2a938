import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from "react";
import { isSonnerRequested, loadSonner, onSonnerRequested } from "../../lib/toast";
import { CHAT_BUTTON_CLEARANCE } from "../layouts/chat-button-clearance";
import { anyDialogOpen, onOpenDialogsChange } from "./open-dialogs";

/**
 * sonner's rich-colour text on its own pale backgrounds measures 3.1 to 4.4:1, under WCAG's
 * 4.5:1 (axe color-contrast); these darker tones of the same hues keep each above 5.5:1.
 */
const READABLE_COLOURS = {
  "--success-text": "#00692a",
  "--error-text": "#b91c1c",
  "--info-text": "#1d4ed8",
  "--warning-text": "#92400e",
} as CSSProperties;

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * Mounts sonner's Toaster once the first toast asks for it (see lib/toast). At the bottom,
 * where the header's controls are not: the right corner on wide screens, across the bottom
 * above the chat button on phones (sonner's own layout below 600px wide). While a dialog is open
 * they move to the top, out of the way of its buttons (a phone's dialog is a sheet at the bottom).
 * The page's font rather than sonner's system stack.
 */
export function Toaster() {
  const requested = useSyncExternalStore(onSonnerRequested, isSonnerRequested, () => false);
  const dialogOpen = useSyncExternalStore(onOpenDialogsChange, anyDialogOpen, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        richColors
        closeButton
        position={dialogOpen ? "top-center" : "bottom-right"}
        offset={dialogOpen ? { top: 16 } : { bottom: CHAT_BUTTON_CLEARANCE, right: 20 }}
        mobileOffset={dialogOpen ? { top: 16, left: 16, right: 16 } : { bottom: CHAT_BUTTON_CLEARANCE, left: 16, right: 16 }}
        style={{ fontFamily: "inherit", ...READABLE_COLOURS }}
      />
    </Suspense>
  );
}
