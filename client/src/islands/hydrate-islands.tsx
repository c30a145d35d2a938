import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createPath, Router, type Navigator, type To } from "react-router-dom";
import { Toaster } from "../components/ui/toaster";
import { AuthContext, type AuthContextValue } from "../lib/auth-context";
import { onSonnerRequested } from "../lib/toast";
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./island";
import { islands, type IslandName } from "./registry";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** The longest a form waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

/** A link in an island opens its page from the server, which sends that page with its own islands. */
const pageNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

const signInElsewhere = () => Promise.reject(new Error("Sign in on the sign-in page"));
/** Islands run only for a visitor with no session (see main.tsx). */
const VISITOR: AuthContextValue = {
  user: null,
  isAuthenticated: false,
  isAdmin: false,
  login: signInElsewhere,
  signup: signInElsewhere,
  refresh: () => Promise.resolve(false),
  startSession: () => undefined,
  logout: () => Promise.resolve(),
};

function Frame({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={pathname + search + hash} navigator={pageNavigator}>
      <AuthContext.Provider value={VISITOR}>{children}</AuthContext.Provider>
    </Router>
  );
}

/**
 * Marks the island once it runs, and tells whoever waits. It is marked in the same task that gives
 * its buttons their handlers: a tap in any later task is the island's own, and main.tsx must not
 * replay it (an effect would run a frame later, and a menu tapped in between opened and closed).
 */
function Live({ element, onLive, children }: { element: HTMLElement; onLive: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, "");
    onLive();
  }, [element, onLive]);
  return children;
}

type Loaded = [ComponentType<object>, ComponentType<{ children: ReactNode }> | undefined, boolean];

function loadIsland(name: IslandName): Promise<Loaded> {
  const entry = islands[name];
  const wrapper = entry.when === "idle" ? import("./with-apollo").then((m) => m.WithApollo) : Promise.resolve(undefined);
  return Promise.all([entry.load(), wrapper]).then(([component, apollo]): Loaded => [component, apollo, entry.fresh === true]);
}

function hydrateIsland(element: HTMLElement, [Component, Wrapper, fresh]: Loaded): Promise<void> {
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
  const island = <Component {...props} />;
  return new Promise((resolve) => {
    const tree = (
      <Frame>
        <Live element={element} onLive={resolve}>
          {Wrapper ? <Wrapper>{island}</Wrapper> : island}
        </Live>
      </Frame>
    );
    if (fresh) return createRoot(element).render(tree);
    // Preact hydrates an island in one short task; under React (the dev server) a transition
    // yields to the browser every few milliseconds (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(element, tree);
    });
  });
}

/**
 * A form's island comes alive when the browser is first idle after the page has loaded, or
 * sooner when it comes within a screen of view or is touched.
 */
function whenIdleOrNear(element: HTMLElement, run: () => void): void {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    element.removeEventListener("focusin", start);
    element.removeEventListener("pointerdown", start);
    run();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: "100% 0px" });
  // The island's wrapper has no box of its own (display: contents): its children are watched.
  for (const child of element.children) observer.observe(child);
  element.addEventListener("focusin", start);
  element.addEventListener("pointerdown", start);
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, IDLE_TIMEOUT_MS);
}

/** An image in the element that has failed to load: loaded, with no pixels. */
const hasBrokenImage = (element: HTMLElement) =>
  [...element.querySelectorAll("img")].some((image) => image.complete && image.naturalWidth === 0);

/** Runs once an image in the element fails to load: at once if one failed before the scripts ran. */
function whenAnImageFails(element: HTMLElement, run: () => void): void {
  if (hasBrokenImage(element)) return run();
  const failed = (event: Event) => {
    if (!(event.target instanceof HTMLImageElement)) return;
    element.removeEventListener("error", failed, true);
    run();
  };
  // An image's error event does not bubble: the island's wrapper hears it as it goes down.
  element.addEventListener("error", failed, true);
}

/** The toaster gets a root of its own with the first toast. */
function mountToasterOnDemand(): void {
  const stop = onSonnerRequested(() => {
    stop();
    const host = document.body.appendChild(document.createElement("div"));
    createRoot(host).render(<Toaster />);
  });
}

/**
 * The light first load of a server-rendered public page: the page stays server HTML and only
 * its islands come alive, each a root of its own. This module and what it imports run on
 * preact/compat, in a build of their own (see islandsRuntime in vite.config.mts). main.tsx
 * calls this once the page has loaded; forms come alive once the browser is idle, and an island
 * that only shows a fallback for a broken image once its image fails. Resolves once the
 * page-wide ones are live.
 */
export function hydrateIslands(): Promise<void> {
  mountToasterOnDemand();
  const found = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
    .map((element) => ({ element, name: element.getAttribute(ISLAND_ATTRIBUTE) as IslandName }))
    // An island inside another comes alive with it.
    .filter(({ element, name }) => name in islands && !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`));
  // One island per task, so that starting them never blocks a tap for long: each load starts in
  // a task of its own too (a request for each chunk it needs that has not loaded yet; the
  // page-wide islands come in the runtime's own chunk, see vite.config.mts), and each is
  // hydrated in one once it and those before it have loaded.
  let queue = Promise.resolve();
  let turn = Promise.resolve();
  const pageLive = found
    .filter(({ name }) => islands[name].when === "page")
    .map(({ element, name }) => {
      turn = turn.then(nextTask);
      const loaded = turn.then(() => loadIsland(name));
      const live = queue.then(() => loaded).then((island) => nextTask().then(() => hydrateIsland(element, island)));
      queue = live.then(() => undefined);
      return live;
    });
  const idleLive = found
    .filter(({ name }) => islands[name].when === "idle")
    .map(
      ({ element, name }) =>
        new Promise<void>((resolve) => {
          whenIdleOrNear(element, () => void loadIsland(name).then((loaded) => hydrateIsland(element, loaded).then(resolve)));
        }),
    );
  // For each island that waits for a broken image: its hydration if it has started, or starts
  // now if its image has failed since (its error event not yet dispatched).
  const brokenLive = found
    .filter(({ name }) => islands[name].when === "broken")
    .map(({ element, name }) => {
      let live: Promise<void> | undefined;
      const start = () => (live ??= loadIsland(name).then((loaded) => hydrateIsland(element, loaded)));
      whenAnImageFails(element, () => void start());
      return () => live ?? (hasBrokenImage(element) ? start() : Promise.resolve());
    });
  // Counted once the page-wide islands run, in a task of its own: starting a request is not free.
  void Promise.all(pageLive)
    .then(nextTask)
    .then(() => import("./record-page-view"))
    .then(({ recordPageView }) => recordPageView(window.location.pathname))
    .catch(() => undefined);
  // Marked ready (what browser tests wait for) once every island runs, and every one whose
  // image has failed by then has given way to its fallback.
  void Promise.all([...pageLive, ...idleLive])
    .then(() => Promise.all(brokenLive.map((live) => live())))
    .then(() => {
      document.documentElement.dataset.pageReady = window.location.pathname;
    });
  return Promise.all(pageLive).then(() => undefined);
}
