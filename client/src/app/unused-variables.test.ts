import { withoutUnusedVariables } from "./unused-variables";

const theme = `@layer theme{:root,:host{--font-sans:"A; B", sans-serif;--default-font-family:var(--font-sans);--color-red-600:oklch(57.7% .245 27.325);--color-primary:var(--color-orange-600);--color-orange-600:oklch(64.6% .222 41.116);--spacing:.25rem}}`;
const properties = `@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}`;
const fallbacks = `@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}`;

describe("withoutUnusedVariables", () => {
  it("keeps the variables the rules read, and those their values read in turn", () => {
    const css = `${theme}html{font-family:var(--default-font-family)}.bg-primary{background:var(--color-primary)}`;
    const pruned = withoutUnusedVariables(css, `<p class="bg-primary">Hi</p>`);
    expect(pruned).toContain(`--font-sans:"A; B", sans-serif`);
    expect(pruned).toContain("--default-font-family:var(--font-sans)");
    expect(pruned).toContain("--color-primary:var(--color-orange-600)");
    expect(pruned).toContain("--color-orange-600:oklch(64.6% .222 41.116)");
    expect(pruned).not.toContain("--color-red-600");
    expect(pruned).not.toContain("--spacing");
    expect(pruned).toContain("html{font-family:var(--default-font-family)}.bg-primary{background:var(--color-primary)}");
  });

  it("drops the @property rules and fallbacks of variables nothing reads", () => {
    const css = `${fallbacks}.shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}${properties}`;
    const pruned = withoutUnusedVariables(css, '<div class="shadow"></div>');
    expect(pruned).toContain("@property --tw-shadow{");
    expect(pruned).not.toContain("--tw-blur");
    expect(pruned).toContain("*,:before,:after{--tw-shadow:0 0 #0000}");
  });

  it("keeps what the page's own style attributes read or set", () => {
    const css = `${theme}.focal{object-position:var(--focal)}`;
    const pruned = withoutUnusedVariables(css, `<img style="--focal:50% 20%;color:var(--color-red-600)">`);
    expect(pruned).toContain("--color-red-600:");
    expect(pruned).not.toContain("--color-orange-600");
  });

  it("leaves a block's other declarations, and drops a block left empty", () => {
    const css = `:root{color-scheme:light;--unused:1}*,:before,:after{--also-unused:2}p{margin:0}`;
    expect(withoutUnusedVariables(css, "<p></p>")).toBe(":root{color-scheme:light}p{margin:0}");
  });
});
