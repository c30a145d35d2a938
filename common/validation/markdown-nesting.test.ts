import { policySchema } from "./content-schemas";
import { validateInput } from "./field-errors";
import { LIMITS } from "./limits";
import { markdownNestingDepth } from "./markdown-nesting";
import { MESSAGES } from "./messages";

describe("markdown nesting depth", () => {
  it.each([
    ["plain text", "Hello world", 0],
    ["a policy's usual markdown", "## Fees\n\n- **Fees** are *non-refundable* ([ask](/contact)).\n  - Students: 10% off\n\n> Note", 3],
    ["snake_case and arithmetic", "member_id_and_more_words_here and 2 * 3 * 4", 0],
    ["quotes without spaces", `${">".repeat(30)} deep`, 30],
    ["quotes with spaces", `${"> ".repeat(25)}deep`, 25],
    ["indented lists", Array.from({ length: 25 }, (_, level) => `${"  ".repeat(level)}- level ${level}`).join("\n"), 25],
    ["nested links", `${"[".repeat(25)}x${"](/a)".repeat(25)}`, 25],
    ["nested emphasis", `${"*a _b ".repeat(12)}text`, 24],
    ["a fenced document", `\`\`\`markdown\n${">".repeat(30)} x\n\`\`\``, 30],
  ])("counts %s", (_name, markdown, depth) => {
    expect(markdownNestingDepth(markdown)).toBe(depth);
  });

  it("measures 49,000 nested quotes in one pass", () => {
    const started = performance.now();
    expect(markdownNestingDepth(`${">".repeat(49_000)} x`)).toBe(49_000);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("lets a policy nest up to the limit and refuses one level more", () => {
    const nested = (levels: number) => `${"> ".repeat(levels)}text`;
    expect(validateInput(policySchema, { content: nested(LIMITS.markdownNestingMax) })).toBeUndefined();
    expect(validateInput(policySchema, { content: nested(LIMITS.markdownNestingMax + 1) })).toEqual({
      content: MESSAGES.markdownTooDeep,
    });
  });
});
