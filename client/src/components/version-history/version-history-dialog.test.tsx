import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import {
  CompareContentVersionsDocument,
  ContentKind,
  ContentVersionsDocument,
  RestoreContentVersionDocument,
} from "../../graphql/generated";
import { HistoryButton } from "./history-button";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const entry = (
  version: number,
  extra: Partial<{ authorName: string | null; note: string | null; current: boolean; changedFields: string[] }> = {},
) => ({
  __typename: "ContentVersionEntry" as const,
  version,
  createdAt: "2026-11-20T06:30:00.000Z",
  authorName: "Owner Admin",
  note: null,
  changedFields: ["Content"],
  current: false,
  ...extra,
});

const VERSIONS = [entry(3, { current: true }), entry(2), entry(1, { authorName: null, note: "Before history began", changedFields: [] })];

const detail = (version: number, content: string) => ({
  __typename: "ContentVersionDetail" as const,
  version,
  fields: [
    { __typename: "ContentVersionField" as const, key: "title", label: "Title", value: "Our Story" },
    { __typename: "ContentVersionField" as const, key: "content", label: "Content", value: content },
  ],
});

const listMock = (versions = VERSIONS): MockLink.MockedResponse => ({
  request: { query: ContentVersionsDocument, variables: () => true },
  result: { data: { contentVersions: versions } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const compareMock = (older: number, newer: number, before: string, after: string): MockLink.MockedResponse => ({
  request: { query: CompareContentVersionsDocument, variables: { kind: ContentKind.About, itemId: null, old: older, new: newer } },
  result: { data: { old: detail(older, before), new: detail(newer, after) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderHistory(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <HistoryButton kind={ContentKind.About} name="About page" />
    </MockedProvider>,
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole("button", { name: "History" }));
  return screen.getByRole("dialog", { name: "History: About page" });
};

describe("VersionHistoryDialog", () => {
  it("lists the versions with who, the current one and what changed, and compares the newest two", async () => {
    renderHistory([listMock(), compareMock(2, 3, "We open at six.", "We open at five.")]);
    const dialog = await open();
    const rows = within(await within(dialog).findByRole("list", { name: "Versions" })).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Version 3\s*Current/);
    expect(rows[0]).toHaveTextContent("Owner Admin");
    expect(rows[0]).toHaveTextContent("Changed: Content");
    expect(rows[2]).toHaveTextContent("Before history began");
    expect(rows[2]).toHaveTextContent("Author unknown");
    expect(within(rows[0]).queryByRole("button", { name: /Restore/ })).toBeNull();

    expect(await within(dialog).findByRole("heading", { name: "Version 2 compared with version 3" })).toBeInTheDocument();
    expect(within(dialog).getByText("six", { selector: "del" })).toBeInTheDocument();
    expect(within(dialog).getByText("five", { selector: "ins" })).toBeInTheDocument();
    expect(within(dialog).getByText("Unchanged: Title")).toBeInTheDocument();
  });

  it("compares any two versions the admin ticks", async () => {
    renderHistory([listMock(), compareMock(2, 3, "a", "b"), compareMock(1, 3, "We open at seven.", "We open at five.")]);
    const dialog = await open();
    await within(dialog).findByRole("heading", { name: "Version 2 compared with version 3" });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Version 2/ }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Version 1/ }));
    expect(await within(dialog).findByRole("heading", { name: "Version 1 compared with version 3" })).toBeInTheDocument();
    expect(await within(dialog).findByText("seven", { selector: "del" })).toBeInTheDocument();
  });

  it("restores a version after the confirm step and says so", async () => {
    const restored: unknown[] = [];
    renderHistory([
      listMock(),
      compareMock(2, 3, "a", "b"),
      {
        request: { query: RestoreContentVersionDocument, variables: { kind: ContentKind.About, itemId: null, version: 1 } },
        result: () => {
          restored.push(1);
          return { data: { restoreContentVersion: entry(4, { current: true, note: "Restored version 1" }) } };
        },
      },
    ]);
    const dialog = await open();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Restore version 1" }));
    const confirm = screen.getByRole("dialog", { name: "Restore version 1?" });
    expect(restored).toEqual([]);
    await userEvent.click(within(confirm).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Restored version 1" }));
    expect(restored).toEqual([1]);
    expect(screen.queryByRole("dialog", { name: "Restore version 1?" })).toBeNull();
  });
});
