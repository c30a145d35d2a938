import { readFileSync } from "node:fs";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import { ISLAND_ATTRIBUTE } from "../islands/island";
import { neededClasses, UNJUDGED_SELECTORS } from "./selector-classes";
import { withoutUnusedVariables } from "./unused-variables";

/** This code runs from dist/ssr/entry-server.mjs; the client build it styles is beside it. */
const CLIENT_DIR = new URL("../client/", import.meta.url);
/** Written beside it by the server's build (islandStrings in vite.config.mts). */
const ISLAND_STRINGS_FILE = new URL("island-strings.json", import.meta.url);

type Processor = ReturnType<typeof createProcessor>;
type CompiledSheet = ReturnType<typeof compileSheet>;

/** The words in strings of the code of the islands' runtime, and of each island by name: the classes it can put on a page among them. */
interface IslandStrings {
  runtime: string[];
  islands: Record<string, string[]>;
}

interface Stylesheet {
  compiled: CompiledSheet;
  /** For the page's islands, by their names: see withIslandRules. */
  processors: Map<string, Processor>;
  islandStrings: IslandStrings;
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
          compiled: compileSheet(css, { href: `/${href}`, allowRules: UNJUDGED_SELECTORS }),
          processors: new Map(),
          islandStrings: JSON.parse(readFileSync(ISLAND_STRINGS_FILE, "utf8")) as IslandStrings,
        }
      : null;
  } catch {
    loaded = null;
  }
  return loaded;
}

/**
 * The matching for a page with these islands: besides the rules its HTML uses, every rule whose
 * selector names only classes that the islands' code can render (an open menu, a form's
 * errors, a toast), so the page needs no other CSS once they run. One per set of islands.
 */
function withIslandRules(sheet: Stylesheet, islands: string[]): Processor {
  const key = islands.join(" ");
  let processor = sheet.processors.get(key);
  if (processor) return processor;
  const { runtime, islands: byIsland } = sheet.islandStrings;
  const strings = new Set([...runtime, ...islands.flatMap((name) => byIsland[name] ?? [])]);
  const fromIslands = (names: string[] | undefined) => names !== undefined && names.length > 0 && names.every((name) => strings.has(name));
  const rules = sheet.compiled.rules.map((rule) => {
    // The site's own font faces (see styles/index.css): every page's text is set in them, though
    // through a variable (--font-sans) that the matching does not follow.
    if (rule.fontFace) {
      const { fontFace: _face, ...always } = rule;
      return { ...always, always: true as const };
    }
    if (!rule.match) return rule;
    const match = rule.match.map((condition, index) => {
      const classes = neededClasses(condition, rule.selectors?.[index] ?? "");
      if (fromIslands(classes)) return true;
      // A space-y or divide-y rule only where the page uses its class.
      return condition === true && classes ? { classes } : condition;
    });
    return { ...rule, match };
  });
  processor = createProcessor([{ ...sheet.compiled, rules }]);
  sheet.processors.set(key, processor);
  return processor;
}

const ISLAND_NAME = new RegExp(`${ISLAND_ATTRIBUTE}="([\\w-]+)"`, "g");

/**
 * The CSS a server-rendered page needs, for a <style> in its head: the rules its HTML uses and
 * those its islands can come to use. The page paints from its HTML alone and a visitor's first
 * load fetches no stylesheet; the whole one (see the stylesheet plugin in vite.config.mts) is
 * for the full app, which a signed-in visitor's load or a browser-rendered page starts.
 */
export function criticalCss(bodyHtml: string): string {
  const sheet = stylesheet();
  if (!sheet) return "";
  const islands = [...new Set([...bodyHtml.matchAll(ISLAND_NAME)].map(([, name = ""]) => name))].sort();
  const document = `<!doctype html><html lang="en"><head></head><body><div id="root">${bodyHtml}</div></body></html>`;
  // The matching ends each at-rule it keeps (Tailwind's @property rules, say) with a ";", and one
  // it leaves out with a ";" alone.
  const css = withIslandRules(sheet, islands).extract(document).css.replace(/\};+/g, "}");
  return withoutUnusedVariables(css, bodyHtml).replace(/\};+/g, "}");
}
