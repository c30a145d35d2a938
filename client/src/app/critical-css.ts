import { readFileSync } from "node:fs";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";

/** This code runs from dist/ssr/entry-server.mjs; the client build it styles is beside it. */
const CLIENT_DIR = new URL("../client/", import.meta.url);

type Processor = ReturnType<typeof createProcessor>;
let processor: Processor | null | undefined;

/** The built stylesheet, compiled once for matching; null without a client build. */
function stylesheet(): Processor | null {
  if (processor !== undefined) return processor;
  try {
    const template = readFileSync(new URL("index.html", CLIENT_DIR), "utf8");
    const href = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(template)?.[1];
    processor = href ? createProcessor([compileSheet(readFileSync(new URL(href, CLIENT_DIR), "utf8"), { href: `/${href}` })]) : null;
  } catch {
    processor = null;
  }
  return processor;
}

/**
 * The rules a server-rendered page's HTML uses, for a <style> in its head: the page paints from
 * its HTML alone, and the whole stylesheet (for menus, form errors and other pages) follows
 * without holding it back (see the stylesheet plugin in vite.config.mts).
 */
export function criticalCss(bodyHtml: string): string {
  const sheet = stylesheet();
  if (!sheet) return "";
  return sheet.extract(`<!doctype html><html lang="en"><head></head><body><div id="root">${bodyHtml}</div></body></html>`).css;
}
