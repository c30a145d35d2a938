import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { LIMITS } from "../../../../common/validation/limits";
import { Markdown } from "./markdown";

const show = (content: string, breaks = false) =>
  render(
    <MemoryRouter>
      <Markdown content={content} breaks={breaks} />
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

  it("shows images from the web or this site with their alt text, and drops any other address", () => {
    show(
      "![Squat rack](/media/abc/w960.jpg)\n\n![Remote](https://cdn.example.com/a.jpg)\n\n![Script](javascript:alert(1))\n\n![Mail](mailto:a@b.in)",
    );
    expect(screen.getByRole("img", { name: "Squat rack" })).toHaveAttribute("src", "/media/abc/w960.jpg");
    expect(screen.getByRole("img", { name: "Remote" })).toHaveAttribute("loading", "lazy");
    expect(screen.queryByRole("img", { name: "Script" })).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Mail" })).not.toBeInTheDocument();
  });

  it("keeps single line breaks only when asked to", () => {
    const { container, unmount } = show("One\nTwo");
    expect(container.querySelector("br")).toBeNull();
    unmount();
    expect(show("One\nTwo", true).container.querySelector("p")?.innerHTML).toBe("One<br>\nTwo");
  });
});
