import { useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router-dom";
import { fragmentTarget, openedByReloadOrHistory, readPosition, savePosition } from "./scroll-positions";

/** Long enough for a lazy page's code and data on a slow phone; a visitor's own scroll ends it sooner. */
const RETRY_MS = 4000;
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "mousedown"] as const;

/** Calls `attempt` every frame until it reports done, time is up or the visitor takes over. */
function retry(attempt: () => boolean): () => void {
  const deadline = performance.now() + RETRY_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    VISITOR_INPUT.forEach((type) => window.removeEventListener(type, stop));
  };
  const tick = () => {
    if (attempt() || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(tick);
  };
  VISITOR_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  tick();
  return stop;
}

// Instant: the page's smooth scrolling is for in-page links, not for arriving on a new page.
const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: "instant" });

function restore(y: number): () => void {
  return retry(() => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    jump(Math.min(y, Math.max(room, 0)));
    return room >= y;
  });
}

function scrollToFragment(hash: string): () => void {
  return retry(() => {
    const target = fragmentTarget(hash);
    target?.scrollIntoView({ block: "start", behavior: "instant" });
    return !!target;
  });
}

/**
 * The component router has no <ScrollRestoration>, and the browser's own restoration knows
 * nothing of client-side pages: a new page starts at the top, Back and Forward return to the
 * offset the entry was left at, and a `#fragment` scrolls to its element once it has rendered.
 * Layout effects, so the offset is read and the listener moved before any scroll event of the
 * new page can overwrite the old one.
 */
export function ScrollManager() {
  const { key, pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  // Keyed by the address too: the first entry of a tab and a `#fragment` entry share key "default".
  const entry = `${key} ${pathname}${search}${hash}`;

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useLayoutEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    const saved = navigationType === NavigationType.Pop && (!first || openedByReloadOrHistory()) ? readPosition(entry) : undefined;
    const onScroll = () => savePosition(entry, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });

    let stop = () => {};
    if (saved !== undefined) stop = restore(saved);
    else if (hash) stop = scrollToFragment(hash);
    // A page the browser opened itself is already where it should be.
    else if (!first) jump(0);
    return () => {
      stop();
      window.removeEventListener("scroll", onScroll);
    };
  }, [entry, hash, navigationType]);

  return null;
}
