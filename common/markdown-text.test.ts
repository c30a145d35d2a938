import { descriptionFromMarkdown, markdownToPlainText, META_DESCRIPTION_MAX, stripCodeFence } from "./markdown-text";

describe("stripCodeFence", () => {
  it("removes one fence around the whole text, with or without a language", () => {
    expect(stripCodeFence("```markdown\n## Who we are\n\nText.\n```")).toBe("## Who we are\n\nText.");
    expect(stripCodeFence("  ```\n- a\n- b\n```  \n")).toBe("- a\n- b");
    expect(stripCodeFence("~~~md\n# Title\n~~~")).toBe("# Title");
  });

  it("leaves text that is not wrapped as a whole", () => {
    expect(stripCodeFence("## Terms\n\n```\ncode\n```\n")).toBe("## Terms\n\n```\ncode\n```");
    expect(stripCodeFence("```\na\n```\nmiddle\n```\nb\n```")).toBe("```\na\n```\nmiddle\n```\nb\n```");
    expect(stripCodeFence("Plain words.")).toBe("Plain words.");
  });
});

describe("markdownToPlainText", () => {
  it("drops headings, emphasis, links, lists, tables and quotes", () => {
    const markdown = [
      "## Who we are",
      "",
      "We are **Iron _Warrior_** ([site](https://x.in/a_(b))). ~~Old~~ `code`",
      "",
      "- one",
      "1. two",
      "> quoted",
      "",
      "| Data | Why |",
      "|---|:---:|",
      "| Name | Sign in |",
      "---",
      "![logo](/x.png) snake_case stays",
    ].join("\n");
    expect(markdownToPlainText(markdown)).toBe(
      "Who we are We are Iron Warrior (site). Old code one two quoted Data Why Name Sign in logo snake_case stays",
    );
  });

  it("reads through a surrounding code fence", () => {
    expect(markdownToPlainText("```markdown\n# Refunds\nWithin **7 days**.\n```")).toBe("Refunds Within 7 days.");
  });
});

describe("descriptionFromMarkdown", () => {
  it("keeps at most the first 150 characters", () => {
    const text = descriptionFromMarkdown(`## Heading\n\n${"word ".repeat(60)}`, "fallback");
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.startsWith("Heading word word")).toBe(true);
  });

  it("uses the fallback when nothing readable is left", () => {
    expect(descriptionFromMarkdown("", "Default text")).toBe("Default text");
    expect(descriptionFromMarkdown("```\n```", "Default text")).toBe("Default text");
    expect(descriptionFromMarkdown(null, "Default text")).toBe("Default text");
  });
});

describe("markdown-to-text on hostile input (issue 14, item 4)", () => {
  const length = 50_000;
  const hostile: Record<string, string> = {
    "[": "[".repeat(length),
    "![": "![".repeat(length / 2),
    "*": "*".repeat(length),
    _: `${"_".repeat(length)}a`,
    "`": "`".repeat(length),
    "<": "<".repeat(length),
    "[a](": "[a](".repeat(length / 4),
    "[a](()": `[a](${"()".repeat(length / 2)}`,
    "```": `\`\`\`\n${"```x\n".repeat(length / 5)}`,
    "---:": `${"---:".repeat(length / 4)}x`,
    "blank lines": `${" \n".repeat(length / 2)}- x`,
  };

  it.each(Object.entries(hostile))("reads 50,000 characters of %s in well under a second", (_name, markdown) => {
    // Each takes a few milliseconds; the bound is generous for a busy shared machine, and the
    // quadratic version took 2 s and more on several of these.
    const started = performance.now();
    markdownToPlainText(markdown);
    descriptionFromMarkdown(markdown, "fallback");
    expect(performance.now() - started).toBeLessThan(500);
  });
});
