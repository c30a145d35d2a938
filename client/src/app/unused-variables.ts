/** Blocks that only define variables for the whole document: Tailwind's theme and its `@property` fallbacks. */
const VARIABLE_BLOCK = /(:root(?:,:host)?|\*,:before,:after(?:,::backdrop)?)\{([^{}]*)\}/g;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const CUSTOM_PROPERTY = /^\s*(--[\w-]+)\s*:/;

const references = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** A declaration block's declarations, split on the semicolons outside strings and brackets. */
function declarations(block: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const char = block[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === ";" && depth === 0) {
      found.push(block.slice(start, i));
      start = i + 1;
    }
  }
  if (start < block.length) found.push(block.slice(start));
  return found;
}

/**
 * The inline CSS of a page without the theme variables and `@property` rules nothing on it
 * reads: Tailwind defines every colour, shadow and transform variable the whole app uses, and
 * on the home page they were a twelfth of the document, enough to take it past the first round
 * trip of a new connection. A variable is kept when the CSS or the page's HTML (its style
 * attributes) reads it, or sets it, or a kept variable's value reads it. The CSS holds the
 * rules the page's islands can come to use too (critical-css.ts), so what they read is kept.
 */
export function withoutUnusedVariables(css: string, html: string): string {
  const definitions = new Map<string, string[]>();
  const rest = css.replace(PROPERTY_RULE, "").replace(VARIABLE_BLOCK, (_block, _selector, body: string) => {
    for (const declaration of declarations(body)) {
      const name = CUSTOM_PROPERTY.exec(declaration)?.[1];
      if (name) definitions.set(name, [...(definitions.get(name) ?? []), declaration]);
    }
    return "";
  });
  const used = new Set([...references(rest), ...references(html), ...[...html.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]!)]);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const declaration of definitions.get(name) ?? []) {
      for (const reference of references(declaration)) {
        if (!used.has(reference)) {
          used.add(reference);
          pending.push(reference);
        }
      }
    }
  }
  return css
    .replace(PROPERTY_RULE, (rule, name: string) => (used.has(name) ? rule : ""))
    .replace(VARIABLE_BLOCK, (_block, selector: string, body: string) => {
      const kept = declarations(body).filter((declaration) => {
        const name = CUSTOM_PROPERTY.exec(declaration)?.[1];
        return name === undefined || used.has(name);
      });
      return kept.length > 0 ? `${selector}{${kept.join(";")}}` : "";
    });
}
