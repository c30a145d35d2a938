import { createElement, useSyncExternalStore as compatUseSyncExternalStore } from "preact/compat";
import { act } from "preact/test-utils";
import { createRoot, hydrateRoot } from "./react-dom-client";
import { useSyncExternalStore } from "./react";

const noSubscription = () => () => undefined;
type Hook = typeof useSyncExternalStore;

/** Like useHydrated: false in the server's HTML, true once the browser runs it. */
const Marked = ({ hook }: { hook: Hook }) =>
  createElement("p", {
    "data-browser": hook(
      noSubscription,
      () => true,
      () => false,
    )
      ? "yes"
      : "no",
  });

function serverHtml(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = '<p data-browser="no"></p>';
  return container;
}

describe("useSyncExternalStore in the islands' build", () => {
  it("hydrates from the server snapshot, then shows the browser's value", async () => {
    const container = serverHtml();
    await act(() => void hydrateRoot(container, createElement(Marked, { hook: useSyncExternalStore })));
    expect(container.innerHTML).toBe('<p data-browser="yes"></p>');
  });

  it("is needed: preact/compat's own would leave the server's HTML as it was", async () => {
    const container = serverHtml();
    await act(() => void hydrateRoot(container, createElement(Marked, { hook: compatUseSyncExternalStore })));
    expect(container.innerHTML).toBe('<p data-browser="no"></p>');
  });

  it("renders the browser's value at once where nothing is hydrated", async () => {
    const container = document.createElement("div");
    await act(() => createRoot(container).render(createElement(Marked, { hook: useSyncExternalStore })));
    expect(container.innerHTML).toBe('<p data-browser="yes"></p>');
  });
});
