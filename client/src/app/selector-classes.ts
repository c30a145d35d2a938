/** The class names a selector names, unescaped (`.space-y-1\.5` is space-y-1.5). */
export function classesIn(selector: string): string[] | undefined {
  const names = [...selector.matchAll(/\.((?:\\[0-9a-f]{1,6} ?|\\.|[\w-])+)/gi)].map(([, name = ""]) =>
    name.replace(/\\([0-9a-f]{1,6}) ?|\\(.)/gi, (_escape, hex?: string, char?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
    ),
  );
  return names.length > 0 ? names : undefined;
}

/**
 * Selectors beasties' matching cannot judge, compiled as always kept: `:where()` (Tailwind's
 * space-y and divide-y) and pseudo-classes alone (the focus ring, placeholders).
 */
export const UNJUDGED_SELECTORS = [/^:/];

/**
 * The classes a compiled selector needs on the page: those beasties found, or, for one it
 * keeps whatever the page, those in a `:where()`. Undefined for a selector that needs none.
 */
export function neededClasses(condition: true | { classes?: string[] }, selector: string): string[] | undefined {
  if (condition !== true) return condition.classes;
  return selector.startsWith(":where(") ? classesIn(selector) : undefined;
}
