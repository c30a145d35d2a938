import { readFileSync } from "node:fs";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import { withoutUnusedVariables } from "./unused-variables";

/** This code runs from dist/ssr/entry-server.mjs; the client build it styles is beside it. */
const CLIENT_DIR = new URL("../client/", import.meta.url);

interface Stylesheet {
  processor: ReturnType<typeof createProcessor>;
  /**
   * Tailwind's @property rules give its variables (border style, shadows, transforms) their
   * initial values; the matching leaves at-rules out, and without them a border would not show.
   */
  properties: string;
}
let loaded: Stylesheet | null | undefined;

/** The built stylesheet, compiled once for matching; null without a client build. */
function stylesheet(): Stylesheet | null {
  if (loaded !== undefined) return loaded;
  try {
    const template = readFileSync(new URL("index.html", CLIENT_DIR), "utf8");
    const href = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(template)?.[1];
    const css = href ? readFileSync(new URL(href, CLIENT_DIR), "utf8") : undefined;
    loaded = css
      ? {
          // The matching cannot see into :where() (Tailwind's space-y and divide-y): those few are always kept.
          processor: createProcessor([compileSheet(css, { href: `/${href}`, allowRules: [/^:where\(/] })]),
          properties: (css.match(/@property [^{]+\{[^}]*\}/g) ?? []).join(""),
        }
      : null;
  } catch {
    loaded = null;
  }
  return loaded;
}

/**
 * The rules a server-rendered page's HTML uses, for a <style> in its head: the page paints from
 * its HTML alone, and the whole stylesheet (for menus, form errors and other pages) follows
 * without holding it back (see the stylesheet plugin in vite.config.mts).
 */
export function criticalCss(bodyHtml: string): string {
  const sheet = stylesheet();
  if (!sheet) return "";
  const document = `<!doctype html><html lang="en"><head></head><body><div id="root">${bodyHtml}</div></body></html>`;
  return withoutUnusedVariables(sheet.processor.extract(document).css + sheet.properties, bodyHtml);
}
