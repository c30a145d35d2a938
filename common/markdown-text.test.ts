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
