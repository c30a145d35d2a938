/** Below the sticky header (64px) with a little air, as the page's scroll-padding-top. */
const HEADER_CLEARANCE = 72;

/** Scrolls `element` to the middle of the screen when any of it is hidden under the header or below the fold. */
export function bringIntoView(element: HTMLElement): void {
  const { top, bottom } = element.getBoundingClientRect();
  if (top < HEADER_CLEARANCE || bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
}
