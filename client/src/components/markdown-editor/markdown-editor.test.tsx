import type { MockLink } from "@apollo/client/testing";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { MESSAGES } from "../../../../common/validation/messages";
import { mediaItem, mediaLibraryMock } from "../../testing/media-fixtures";
import { renderRoutes, signIn } from "../../testing/render-routes";
import { Markdown } from "../ui/markdown";
import { MarkdownEditor } from "./markdown-editor";

const DRAFT_KEY = "gym:autosave:1:blog:12";

/** An editor whose Save makes the text the stored one, as saving a policy does. */
function Harness({ initial, stored: storedAtFirst = initial }: { initial: string; stored?: string }) {
  const [value, setValue] = useState(initial);
  const [stored, setStored] = useState(storedAtFirst);
  return (
    <>
      <button type="button" onClick={() => setStored(value)}>
        Save
      </button>
      <MarkdownEditor
        label="Content"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onRestore={setValue}
        maxLength={500}
        stored={stored}
        draftKey="blog:12"
        renderPreview={(text) => <Markdown content={text} breaks />}
      />
    </>
  );
}

function renderEditor(initial = "", mocks: MockLink.MockedResponse[] = [], stored?: string) {
  signIn({ id: "1", role: "admin", name: "Ravi Admin" });
  return renderRoutes([{ path: "/", element: <Harness initial={initial} stored={stored} /> }], { mocks });
}

const text = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Content" });
const tool = (name: string) => within(screen.getByRole("toolbar", { name: "Format content" })).getByRole("button", { name });
const select = (start: number, end: number) => act(() => text().setSelectionRange(start, end));
const preview = () => screen.getByRole("region", { name: "Preview: Content" });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("MarkdownEditor toolbar", () => {
  it("wraps the selection in bold or italic, and takes it off again", async () => {
    renderEditor("Lift heavy today");
    select(5, 10);
    await userEvent.click(tool("Bold"));
    expect(text()).toHaveValue("Lift **heavy** today");
    expect(text().value.slice(text().selectionStart, text().selectionEnd)).toBe("heavy");
    expect(within(preview()).getByText("heavy").tagName).toBe("STRONG");

    await userEvent.click(tool("Italic"));
    expect(text()).toHaveValue("Lift ***heavy*** today");
    await userEvent.click(tool("Bold"));
    expect(text()).toHaveValue("Lift *heavy* today");
    await userEvent.click(tool("Italic"));
    expect(text()).toHaveValue("Lift heavy today");
  });

  it("inserts a placeholder to type over when nothing is selected", async () => {
    renderEditor("Go ");
    select(3, 3);
    await userEvent.click(tool("Bold"));
    expect(text()).toHaveValue("Go **bold text**");
    expect(text().value.slice(text().selectionStart, text().selectionEnd)).toBe("bold text");
  });

  it("prefixes every selected line for headings, lists and quotes, and toggles them off", async () => {
    renderEditor("Warm up\nSquat\n\nStretch");
    select(0, 13);
    await userEvent.click(tool("Bulleted list"));
    expect(text()).toHaveValue("- Warm up\n- Squat\n\nStretch");
    select(0, 17);
    await userEvent.click(tool("Numbered list"));
    expect(text()).toHaveValue("1. Warm up\n2. Squat\n\nStretch");
    select(0, 19);
    await userEvent.click(tool("Numbered list"));
    expect(text()).toHaveValue("Warm up\nSquat\n\nStretch");

    select(17, 17);
    await userEvent.click(tool("Heading 2"));
    expect(text()).toHaveValue("Warm up\nSquat\n\n## Stretch");
    await userEvent.click(tool("Heading 3"));
    expect(text()).toHaveValue("Warm up\nSquat\n\n### Stretch");
    expect(within(preview()).getByRole("heading", { level: 3, name: "Stretch" })).toBeInTheDocument();
    await userEvent.click(tool("Quote"));
    expect(text()).toHaveValue("Warm up\nSquat\n\n> ### Stretch");
  });

  it("inserts a table skeleton on lines of its own, its first heading selected", async () => {
    renderEditor("Prices");
    select(6, 6);
    await userEvent.click(tool("Table"));
    expect(text()).toHaveValue("Prices\n\n| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |\n| Cell | Cell |");
    expect(text().value.slice(text().selectionStart, text().selectionEnd)).toBe("Column 1");
    expect(within(preview()).getByRole("columnheader", { name: "Column 1" })).toBeInTheDocument();
  });

  it("is one tab stop whose buttons arrow keys move between, with shortcuts in their tooltips", async () => {
    renderEditor();
    const buttons = within(screen.getByRole("toolbar", { name: "Format content" })).getAllByRole("button");
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]?.focus());
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(tool("Bold")).toHaveFocus();
    expect(tool("Bold")).toHaveAttribute("tabindex", "0");
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(tool("Table")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tool("Heading 2")).toHaveFocus();
    expect(tool("Bold")).toHaveAttribute("title", "Bold (Ctrl+B)");
    expect(tool("Bold")).toHaveAttribute("aria-keyshortcuts", "Control+B Meta+B");
    expect(tool("Link")).toHaveAttribute("title", "Link (Ctrl+K)");
  });

  it("applies Ctrl+B and Ctrl+I to the selection, and Ctrl+K asks for a link", async () => {
    renderEditor("Rest days matter");
    select(0, 4);
    act(() => text().focus());
    await userEvent.keyboard("{Control>}b{/Control}");
    expect(text()).toHaveValue("**Rest** days matter");
    await userEvent.keyboard("{Control>}i{/Control}");
    expect(text()).toHaveValue("***Rest*** days matter");
    await userEvent.keyboard("{Control>}k{/Control}");
    expect(screen.getByRole("dialog", { name: "Insert link" })).toBeInTheDocument();
    expect(screen.getByLabelText("Text to show")).toHaveValue("Rest");
  });
});

describe("MarkdownEditor link dialog", () => {
  it("accepts only web, e-mail, phone and site addresses, then links the selected text", async () => {
    renderEditor("Read our terms today");
    select(9, 14);
    await userEvent.click(tool("Link"));
    const dialog = screen.getByRole("dialog", { name: "Insert link" });
    const address = within(dialog).getByLabelText("Address");
    expect(address).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert link" }));
    expect(within(dialog).getByText(MESSAGES.linkAddressRequired)).toBeInTheDocument();

    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert link" }));
    expect(within(dialog).getByText(MESSAGES.linkAddressInvalid)).toBeInTheDocument();
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(text()).toHaveValue("Read our terms today");

    await userEvent.clear(address);
    await userEvent.type(address, "/terms-conditions{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(text()).toHaveValue("Read our [terms](/terms-conditions) today");
    expect(text()).toHaveFocus();
    expect(within(preview()).getByRole("link", { name: "terms" })).toHaveAttribute("href", "/terms-conditions");
  });
});

describe("MarkdownEditor image", () => {
  it("inserts a library image with its alt text", async () => {
    const squat = mediaItem();
    renderEditor("Our new rack:", [mediaLibraryMock([squat])]);
    select(13, 13);
    await userEvent.click(tool("Image from the media library"));
    const library = screen.getByRole("dialog", { name: "Choose from library" });
    await userEvent.click(await within(library).findByRole("button", { name: `Choose ${squat.name}: ${squat.alt}` }));
    await waitFor(() => expect(text()).toHaveValue(`Our new rack:\n\n![${squat.alt}](${squat.url})`));
    expect(within(preview()).getByRole("img", { name: squat.alt })).toHaveAttribute("src", squat.url);
  });
});

describe("MarkdownEditor preview", () => {
  it("renders exactly what the public component renders", () => {
    const content = "## Plan\nLine one\nLine two\n\n- [Book](/contact)\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n<script>alert(1)</script>";
    renderEditor(content);
    const { container } = render(
      <MemoryRouter>
        <Markdown content={content} breaks />
      </MemoryRouter>,
    );
    expect(preview().innerHTML).toBe(container.innerHTML);
    expect(preview().querySelector("script")).toBeNull();
  });
});

describe("MarkdownEditor autosave", () => {
  it("keeps the text in this browser, and offers it back when the editor opens again", async () => {
    const first = renderEditor("Saved text.");
    await userEvent.type(text(), " More.");
    expect(await screen.findByText(/^Draft saved in this browser \d{1,2}:\d{2} [ap]m$/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ text: "Saved text. More." });
    first.unmount();

    renderEditor("Saved text.");
    expect(text()).toHaveValue("Saved text.");
    await userEvent.click(screen.getByRole("button", { name: /^Restore unsaved changes from \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m$/ }));
    expect(text()).toHaveValue("Saved text. More.");
    expect(screen.queryByRole("button", { name: "Discard" })).not.toBeInTheDocument();
  });

  it("drops the kept text on Discard, leaving the saved text", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: "Old draft", savedAt: "2026-11-24T12:42:00.000Z" }));
    renderEditor("Saved text.");
    expect(screen.getByRole("button", { name: "Restore unsaved changes from 24 Nov, 6:12 pm" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(text()).toHaveValue("Saved text.");
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("offers nothing when the kept text is what is saved, and drops the kept text once saved", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ text: "Saved text.", savedAt: "2026-11-24T12:42:00.000Z" }));
    renderEditor("Saved text.");
    expect(screen.queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();

    await userEvent.type(text(), " More.");
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain("Saved text. More."), { timeout: 3000 });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull(), { timeout: 3000 });
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  });

  it("never keeps anything, and says nothing, when the browser refuses storage", async () => {
    renderEditor("Saved text.");
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    await userEvent.type(text(), " More.");
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(text()).toHaveValue("Saved text. More.");
    expect(screen.queryByText(/Draft saved/)).not.toBeInTheDocument();
  });
});
