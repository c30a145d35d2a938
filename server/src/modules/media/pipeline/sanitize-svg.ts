import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";
import { MediaInputError } from "./media-input-error";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const REFERENCE_ATTRIBUTES = new Set(["href", "xlink:href"]);
/** Only references that stay inside the file: a fragment, or an embedded raster image. */
const SAFE_REFERENCE = /^\s*(?:#[^\s]*|data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*)\s*$/i;
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
/** Elements that draw nothing by themselves: an SVG holding only these has nothing left to show. */
const NON_DRAWING = new Set(["svg", "title", "desc", "metadata", "defs", "style"]);

const isSafeReference = (value: string) => SAFE_REFERENCE.test(value);

/** CSS functions that load a plain string as an image, without url(). */
const CSS_STRING_LOADERS = /(?:^|[^\w-])(?:-webkit-)?(?:image-set|image|cross-fade)\s*\(/i;

/**
 * External url() targets become `none`, and @import goes. CSS escapes could spell `url` or a
 * scheme in a way these patterns miss, so CSS holding a backslash is dropped whole, as is CSS
 * using image-set() and its kin.
 */
function cleanCss(css: string): string {
  if (css.includes("\\") || CSS_STRING_LOADERS.test(css)) return "";
  return css
    .replace(/@import[^;]*;?/gi, "")
    .replace(CSS_URL, (match, _quote, target: string) => (isSafeReference(target) ? match : "none"));
}

let purifier: { window: JSDOM["window"]; purify: DOMPurify } | undefined;

/** One DOM window for the process, made on first use (loading jsdom takes a moment). */
function svgPurifier(): { window: JSDOM["window"]; purify: DOMPurify } {
  if (purifier) return purifier;
  const { window } = new JSDOM("");
  const created = createDOMPurify(window);
  created.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && node.textContent) node.textContent = cleanCss(node.textContent);
  });
  created.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (REFERENCE_ATTRIBUTES.has(name)) {
      if (!isSafeReference(data.attrValue)) data.keepAttr = false;
    } else if (name === "style") {
      data.attrValue = cleanCss(data.attrValue);
    } else if (/url\(/i.test(data.attrValue)) {
      // Presentation attributes (fill, filter, mask, marker-*...) may point at another file.
      const cleaned = cleanCss(data.attrValue);
      if (cleaned !== data.attrValue) data.keepAttr = false;
    }
  });
  purifier = { window, purify: created };
  return purifier;
}

const PROLOGUE = /^\s*(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[([\s\S]*?)\])?\s*>\s*)*/i;
const PLAIN_ENTITY = /<!ENTITY\s+([\w.-]+)\s+(["'])([^"'&<%]{0,200})\2\s*>/g;
/** Expanded entities may add this much text at most: a file of references to a long entity is refused. */
const MAX_EXPANSION = 1_000_000;

/**
 * The XML prologue (declaration, doctype, comments) goes: the file is parsed as a fragment.
 * Illustrator's older exports spell their namespaces with entities declared in the doctype;
 * entities whose value is plain text are expanded, so no entity can nest another.
 */
function withoutPrologue(svg: string): string {
  const text = svg.replace(/^\uFEFF/, "");
  const subset = PROLOGUE.exec(text)?.[1] ?? "";
  const entities = new Map(Array.from(subset.matchAll(PLAIN_ENTITY), ([, name, , value]) => [name!, value!]));
  let added = 0;
  return text.replace(PROLOGUE, "").replace(/&([\w.-]+);/g, (reference, name: string) => {
    const value = entities.get(name);
    if (value === undefined) return reference;
    added += value.length;
    if (added > MAX_EXPANSION) throw new MediaInputError("unreadable");
    return value;
  });
}

/** Browsers show an SVG file only in the SVG namespace; a root without it is given it. */
function withNamespace(svg: string): string {
  const root = /^<svg\b[^>]*>/i.exec(svg);
  if (!root || /\sxmlns\s*=/.test(root[0])) return svg;
  return svg.replace(/^<svg\b/i, `<svg xmlns="${SVG_NAMESPACE}"`);
}

function isWellFormed(svg: string): boolean {
  const parsed = new (svgPurifier().window.DOMParser)().parseFromString(svg, "image/svg+xml");
  return parsed.getElementsByTagName("parsererror").length === 0 && parsed.documentElement?.localName === "svg";
}

function drawsSomething(svg: string): boolean {
  return Array.from(svg.matchAll(/<([a-zA-Z][\w:-]*)/g)).some(([, tag]) => !NON_DRAWING.has(tag!.toLowerCase()));
}

/**
 * The SVG without scripts, event handlers, foreignObject or references outside the file, as an
 * XML document a browser shows as an image. Throws MediaInputError: "unreadable" when the text is
 * not an SVG document, "unsafeSvg" when nothing drawable is left.
 */
export function sanitizeSvg(svg: string): string {
  const source = withNamespace(withoutPrologue(svg).trim());
  if (!isWellFormed(source)) throw new MediaInputError("unreadable");
  const clean = svgPurifier()
    .purify.sanitize(source, {
      USE_PROFILES: { svg: true, svgFilters: true },
      NAMESPACE: SVG_NAMESPACE,
      ADD_TAGS: ["use"],
      FORBID_TAGS: ["foreignObject", "script", "a"],
      FORBID_ATTR: ["xml:base"],
    })
    .trim();
  if (!/^<svg\b/.test(clean) || !drawsSomething(clean)) throw new MediaInputError("unsafeSvg");
  return clean;
}
