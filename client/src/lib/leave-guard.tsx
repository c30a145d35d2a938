import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { DiscardChangesDialog } from "../components/ui/dialog";
import { hasUnsavedChanges, setLeaveRequester, subscribeUnsavedChanges } from "./unsaved-changes";

const here = () => `${location.pathname}${location.search}`;

/** The same-site path a plain left click on a link would open, or null for anything else. */
function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, location.href);
  // Other sites unload this page, where the browser's own beforeunload prompt asks.
  if (url.origin !== location.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === here() ? null : `${path}${url.hash}`;
}

interface LeaveGuardProps {
  /** The admin chose to keep editing: a phone's menu drawer closes, so the editor shows again. */
  onStay?: () => void;
}

/**
 * Asks "Discard unsaved changes?" before an in-app link, Back, or code (Logout) leaves a page with
 * unsaved edits. The app's BrowserRouter offers no blocker, so links are caught in the capture
 * phase before the router sees them, and Back is caught with a spare history entry of this page
 * pushed while edits are unsaved: Back then pops that entry, and the page stays while we ask.
 */
export function LeaveGuard({ onStay }: LeaveGuardProps) {
  const navigate = useNavigate();
  const dirty = useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges, () => false);
  const { key } = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  // The address of the spare entry while the browser is on it; null once anything moved on.
  const spare = useRef<string | null>(null);
  const [spareTaken, setSpareTaken] = useState(0);

  useEffect(() => {
    setLeaveRequester((proceed) => setPending(() => proceed));
    return () => setLeaveRequester(null);
  }, []);

  useEffect(() => {
    // The store, not the render's snapshot: an editor left in this same commit is already gone.
    if (!hasUnsavedChanges() || spare.current === location.href) return;
    history.pushState(history.state, "", location.href);
    spare.current = location.href;
  }, [dirty, key, spareTaken]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = hasUnsavedChanges() ? linkTarget(event) : null;
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      // The spare entry is replaced, so Back from the next page returns here once, not twice.
      setPending(() => () => {
        const replace = spare.current === location.href;
        spare.current = null;
        void navigate(to, { replace });
      });
    };
    const onPopState = () => {
      const poppedSpare = spare.current !== null && location.href === spare.current;
      spare.current = null;
      if (!poppedSpare) return;
      // Saved meanwhile: finish the Back the admin asked for.
      if (!hasUnsavedChanges()) history.back();
      else setPending(() => () => history.back());
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, [navigate]);

  return (
    <DiscardChangesDialog
      open={pending !== null}
      onKeepEditing={() => {
        setPending(null);
        onStay?.();
        // Back took the spare entry: put one back, so the next Back asks again.
        setSpareTaken((n) => n + 1);
      }}
      onDiscard={() => {
        setPending(null);
        pending?.();
      }}
    />
  );
}
