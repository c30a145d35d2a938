type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info";
type Show = Sonner["toast"][Kind];

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * Sonner and its Toaster load with the first toast rather than with the page: most visits
 * never see one, and the home page has a JavaScript budget. Toasts raised while it loads are
 * shown once the Toaster mounts, since sonner replays them to a new subscriber.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    return module;
  });
  return loading;
}

export const isSonnerRequested = () => loading !== undefined;

export function onSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind): Show {
  return (...args) => {
    if (sonner) return sonner.toast[kind](...args);
    const requested = isSonnerRequested();
    void loadSonner().then((module) => module.toast[kind](...args));
    if (!requested) listeners.forEach((listener) => listener());
    // sonner answers with the toast id; nothing here uses it before the library is loaded.
    return "";
  };
}

/** sonner's `toast`, for the kinds the app uses. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
