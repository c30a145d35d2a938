import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const reactRoot = createRoot(root);
// As a transition the first render yields to the browser every few milliseconds instead of
// blocking the main thread for the whole tree (Lighthouse's Total Blocking Time on mobile).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
