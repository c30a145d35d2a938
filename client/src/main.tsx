import { DEFERRED_STYLESHEET_ID } from "../../common/deferred-stylesheet";
import { RENDER_WHEN_NEAR, RENDER_WHEN_NEAR_SWITCH } from "./components/ui/render-when-near";
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, NEEDS_APP_ATTRIBUTE } from "./islands/island";
import { readUser } from "./lib/session";
import "./styles/index.css";
import { islandsRuntimeUrl } from "virtual:islands-runtime";

/**
 * A visitor's first load of a server-rendered public page paints from its HTML alone; once it
 * has loaded and painted its largest element, or at the visitor's first touch or key if that
 * comes sooner, the page's islands come alive (see islands/) and nothing else loads: the page's
 * inline CSS covers what its islands render too (see app/critical-css.ts). A page the browser
 * renders itself (sign-in, account, admin) and a page that failed to render load the whole app,
 * and the whole stylesheet, at once; a visitor with a session gets them where the islands would
 * have started.
 */
let earlyTap: HTMLButtonElement | null = null;
const root = document.getElementById("root");
const serverRendered = root?.firstElementChild != null;
/**
 * Whether this load runs the whole app. On a server-rendered page that works without it, this
 * is decided with the islands' start: reading the session from storage waits on the browser's
 * own process, which is busiest while the page loads (4 to 16 ms here then, a task of its own
 * or not), so a signed-in visitor's app starts once the page has painted too.
 */
const wholeApp =
  !serverRendered || document.querySelector(`[${NEEDS_APP_ATTRIBUTE}]`) !== null
    ? Promise.resolve(true)
    : new Promise<boolean>((resolve) => {
        document.addEventListener("click", rememberTap, true);
        afterLargestPaint(() => resolve(readUser() !== null));
      });
/** A page rendered without a client build beside the server carries no CSS of its own. */
const carriesItsCss = document.querySelector("head > style") !== null;
void wholeApp.then((whole) => {
  // In a task after the one that read the session from storage: each waits on the browser's process.
  if (!whole) return void setTimeout(startIslands);
  document.removeEventListener("click", rememberTap, true);
  void Promise.all([import("./app/start-app"), wholeStylesheet()]).then(([{ startApp }]) => startApp());
});
if (serverRendered) {
  // Back, forward and reload put the page back at its old offset, and an address with a
  // #fragment at its element: both need the real heights of what is above at once, not the
  // held-back blocks' estimates.
  const rendered =
    restoresScroll() || window.location.hash !== ""
      ? renderHeldBack(false)
      : new Promise<void>((done) => afterLargestPaint(() => void renderHeldBackGradually().then(done)));
  void Promise.all([wholeApp, rendered]).then(([whole]) => whole && holdNothingBack());
} else holdNothingBack();

/** The islands' runtime, on Preact: its own build (see islandsRuntime in vite.config.mts). */
function startIslands(): void {
  const runtime = import(/* @vite-ignore */ islandsRuntimeUrl) as Promise<typeof import("./islands/hydrate-islands")>;
  void Promise.all([runtime, carriesItsCss ? undefined : wholeStylesheet()])
    .then(([{ hydrateIslands }]) => hydrateIslands())
    .then(replayEarlyTap);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Renders the blocks held back from the first paint (RENDER_WHEN_NEAR: below the first screen),
 * so that the page is whole (find in page, innerText, a capture of the whole page). Once the page
 * has painted they go one per frame, so that no one long task lays all of them out.
 */
async function renderHeldBack(onePerFrame: boolean): Promise<void> {
  for (const block of document.querySelectorAll<HTMLElement>(`.${RENDER_WHEN_NEAR}`)) {
    if (onePerFrame) await nextFrame();
    // Rendered, and not hidden for its first frame either (styles/index.css): this may run before the first paint.
    block.style.setProperty(RENDER_WHEN_NEAR_SWITCH, "visible");
  }
}

/** One block per frame, starting once the whole stylesheet (if this load takes it) applies: its style recalculation is a task of its own. */
async function renderHeldBackGradually(): Promise<void> {
  if ((await wholeApp) || !carriesItsCss) await wholeStylesheet();
  await renderHeldBack(true);
}

/** The pages the app renders itself (as it navigates) hold nothing back from then on. */
function holdNothingBack(): void {
  document.documentElement.style.setProperty(RENDER_WHEN_NEAR_SWITCH, "visible");
}

function restoresScroll(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.type === "back_forward" || navigation?.type === "reload";
}

/**
 * A tap on an island's button (the menu, say) before the island is live does nothing, though it
 * starts the islands: the last one is replayed once they are, so the visitor need not tap again.
 * Links and forms need no replay (links work without scripts, form fields wait disabled).
 */
function rememberTap(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  // A button in an island that is live already has done its work.
  if (button?.closest(`[${ISLAND_ATTRIBUTE}]`) && !button.closest(`[${ISLAND_LIVE_ATTRIBUTE}]`)) earlyTap = button;
}

function replayEarlyTap(): void {
  document.removeEventListener("click", rememberTap, true);
  if (earlyTap?.isConnected) earlyTap.click();
  earlyTap = null;
}

let stylesheetApplied: Promise<void> | undefined;

/** Puts a server-rendered page's held-back stylesheet into the head; resolves once it applies (or fails). */
function wholeStylesheet(): Promise<void> {
  stylesheetApplied ??= applyHeldStylesheet();
  return stylesheetApplied;
}

function applyHeldStylesheet(): Promise<void> {
  const held = document.getElementById(DEFERRED_STYLESHEET_ID);
  const link = held instanceof HTMLTemplateElement ? held.content.querySelector("link") : null;
  if (!link) return Promise.resolve();
  held!.remove();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.append(link);
  });
}

/** Longest wait for the largest paint after load: a page opened in a background tab reports none. */
const PAINT_WAIT_MS = 2000;

/**
 * Runs once the page has loaded and its largest paint has happened (the islands' scripts then
 * take no bandwidth or main-thread time from it), or at the visitor's first touch or key.
 */
function afterLargestPaint(run: () => void): void {
  let done = false;
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const go = () => {
    if (done) return;
    done = true;
    for (const event of events) window.removeEventListener(event, go, true);
    run();
  };
  for (const event of events) window.addEventListener(event, go, { capture: true, passive: true });
  const afterLoad = () => {
    const next = () => void requestAnimationFrame(() => setTimeout(go));
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) {
      next();
      return;
    }
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      next();
    }).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(go, PAINT_WAIT_MS);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
