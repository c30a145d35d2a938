import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { LIMITS } from "../../../../common/validation/limits";
import { Markdown } from "./markdown";

const show = (content: string) =>
  render(
    <MemoryRouter>
      <Markdown content={content} />
    </MemoryRouter>,
  );

describe("Markdown", () => {
  it("formats content within the nesting limit", () => {
    show(`${"> ".repeat(LIMITS.markdownNestingMax - 2)}**Within 7 days**`);
    expect(screen.getByText("Within 7 days").tagName).toBe("STRONG");
  });

  it("shows content saved before the nesting limit as plain text instead of overflowing the stack (issue 14, item 4)", () => {
    const stored = `${">".repeat(49_000)} Within 7 days.`;
    show(stored);
    expect(screen.getByText(/Within 7 days\./).textContent).toBe(stored);
  });
});
