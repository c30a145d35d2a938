/** `react-dom/client` in the islands' build (see vite.config.mts and ./react.ts). */
import { createRoot, hydrateRoot as compatHydrateRoot } from "preact/compat/client";
import { whileHydrating } from "./react";

export { createRoot };

export const hydrateRoot: typeof compatHydrateRoot = (container, children) => whileHydrating(() => compatHydrateRoot(container, children));

export default { createRoot, hydrateRoot };
