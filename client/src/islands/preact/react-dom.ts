/**
 * `react-dom` in the islands' build (see vite.config.mts): preact/compat, and React 19's
 * `preload`, which an island need not call: its page's server HTML already carries the hint.
 */
// @ts-expect-error -- preact/compat's types are one `export =` namespace; the module has the named exports.
export * from "preact/compat";
export { default } from "preact/compat";

export const preload = (): void => undefined;
