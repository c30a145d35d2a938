/**
 * html-validate for the server-rendered public pages (checked in client/e2e/public-pages.e2e.ts).
 * Every rule of the recommended set stays on except those about how React's serializer writes
 * valid HTML: `<meta/>` and `<!DOCTYPE html>` spellings, camel-cased attribute names (HTML is
 * case-insensitive), `disabled=""` and `hidden=""`, and useId's ids (`_R_1_`, valid HTML ids that do not start
 * with a letter). Inline style attributes are allowed by the CSP and come from sizes set in props.
 * A phone number's own text uses non-breaking spaces; a tel: button with a label ("Call Now")
 * is marked whitespace-nowrap instead, which keeps its accessible name plain.
 */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    "void-style": "off",
    "doctype-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "no-inline-style": "off",
    "valid-id": ["error", { relaxed: true }],
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
  },
};
