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

/**
 * External url() targets become `none`, and @import goes. CSS escapes could spell `url` or a
 * scheme in a way these patterns miss, so CSS holding a backslash is dropped whole.
 */
function cleanCss(css: string): string {
  if (css.includes("\\")) return "";
  return css
    .replace(/@import[^;]*;?/gi, "")
    .replace(CSS_URL, (match, _quote, target: string) => (isSafeReference(target) ? match : "none"));
}

let purifier: DOMPurify | undefined;

function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const created = createDOMPurify(new JSDOM("").window);
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
  purifier = created;
  return created;
}

/** The XML prologue (declaration, doctype with its entities, comments) goes: the file is parsed as a fragment. */
function withoutPrologue(svg: string): string {
  return svg.replace(/^\uFEFF/, "").replace(/^\s*(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i, "");
}

/** Browsers show an SVG file only in the SVG namespace; a root without it is given it. */
function withNamespace(svg: string): string {
  const root = /^<svg\b[^>]*>/i.exec(svg);
  if (!root || /\sxmlns\s*=/.test(root[0])) return svg;
  return svg.replace(/^<svg\b/i, `<svg xmlns="${SVG_NAMESPACE}"`);
}

function isWellFormed(svg: string): boolean {
  const { window } = new JSDOM("");
  const parsed = new window.DOMParser().parseFromString(svg, "image/svg+xml");
  const ok = parsed.getElementsByTagName("parsererror").length === 0 && parsed.documentElement?.localName === "svg";
  window.close();
  return ok;
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
    .sanitize(source, {
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
