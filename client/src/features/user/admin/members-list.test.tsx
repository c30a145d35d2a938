import type { MockLink } from "@apollo/client/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminMembersDocument, SetUsersStatusDocument, type AdminMembersQuery, type MemberFilter } from "../../../graphql/generated";
import { managedUserData } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { MembersList } from "./members-list";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

type Node = AdminMembersQuery["members"]["nodes"][number];
const member = (id: string, name: string, email: string): Node => ({
  ...managedUserData({ id, name, email }),
  memberId: `IWF-${id.padStart(6, "0")}`,
});
const admin = { ...member("1", "Ravi Admin", "admin@example.com"), role: "admin" as const };
const asha = member("7", "Asha Das", "asha@example.com");
const bikash = member("8", "Bikash Nath", "bikash@example.com");
const newest = { field: "createdAt", direction: "desc" } as const;

function page(
  nodes: Node[],
  variables: { filter?: MemberFilter; sort?: { field: string; direction: string }; after?: string | null },
  { total = nodes.length, next = null as string | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminMembersDocument, variables: { filter: {}, sort: newest, first: 25, after: null, ...variables } },
    result: {
      data: {
        members: {
          __typename: "MemberConnection",
          totalCount: total,
          pageInfo: { __typename: "MemberPageInfo", endCursor: next ?? "end", hasNextPage: next !== null },
          nodes,
        },
      },
    },
  };
}

function render(mocks: MockLink.MockedResponse[], path = "/") {
  signIn({ id: "1", role: "admin", email: "admin@example.com" });
  renderRoutes([{ path: "/", element: <MembersList /> }], { mocks, path });
}

const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe("MembersList", () => {
  it("reads its filters from the URL and shows the page with its total", async () => {
    render(
      [
        page(
          [asha],
          { filter: { expiry: "within7Days", status: "active" }, sort: { field: "expirationDate", direction: "asc" } },
          { total: 1 },
        ),
      ],
      "/?expiry=within7Days&status=active&sort=expirationDate",
    );
    expect(await screen.findByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("1 account match")).toBeInTheDocument();
    expect(screen.getByLabelText("Expiry")).toHaveValue("within7Days");
    expect(screen.getByLabelText("Status")).toHaveValue("active");
    expect(header("Expiry")).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByText("IWF-000007")).toBeInTheDocument();
  });

  it("sorts by a column header, then the other way", async () => {
    render([
      page([admin, asha], {}),
      page([asha, admin], { sort: { field: "name", direction: "asc" } }),
      page([admin, asha], { sort: { field: "name", direction: "desc" } }),
    ]);
    await screen.findByText("asha@example.com");
    await userEvent.click(within(header("Name")).getByRole("button"));
    await waitFor(() => expect(header("Name")).toHaveAttribute("aria-sort", "ascending"));
    await waitFor(() => expect(screen.getAllByRole("row")[1]).toHaveTextContent("Asha Das"));
    await userEvent.click(within(header("Name")).getByRole("button"));
    await waitFor(() => expect(header("Name")).toHaveAttribute("aria-sort", "descending"));
    await waitFor(() => expect(screen.getAllByRole("row")[1]).toHaveTextContent("Ravi Admin"));
  });

  it("pages forward with the cursor and back again", async () => {
    render([
      page([admin], {}, { total: 2, next: "c1" }),
      page([asha], { after: "c1" }, { total: 2 }),
      page([admin], {}, { total: 2, next: "c1" }),
    ]);
    await screen.findByText("admin@example.com");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("admin@example.com")).toBeInTheDocument();
  });

  it("searches once typing pauses, and says when nothing matches", async () => {
    render([page([admin, asha], {}), page([], { filter: { search: "zzz" } })]);
    await screen.findByText("asha@example.com");
    await userEvent.type(screen.getByLabelText("Search"), "zzz");
    expect(await screen.findByText("No members match")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[0]);
    expect(await screen.findByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveValue("");
  });

  it("shows an error with a retry when the list cannot load", async () => {
    render([{ request: page([], {}).request, error: new Error("offline") }, page([asha], {})]);
    expect(await screen.findByText("Failed to load members")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Try again|Retry/ }));
    expect(await screen.findByText("asha@example.com")).toBeInTheDocument();
  });

  it("changes the selected members' status in bulk and reports refusals", async () => {
    render([
      page([admin, asha, bikash], {}),
      {
        request: { query: SetUsersStatusDocument, variables: { ids: ["7", "8", "1"], status: "inactive" } },
        result: {
          data: {
            setUsersStatus: [
              { __typename: "BulkStatusResult", id: "7", ok: true, error: null },
              { __typename: "BulkStatusResult", id: "8", ok: true, error: null },
              { __typename: "BulkStatusResult", id: "1", ok: false, error: "You cannot remove your own admin role or deactivate yourself" },
            ],
          },
        },
      },
      page([admin, asha, bikash], {}),
    ]);
    await screen.findByText("asha@example.com");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select asha@example.com" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select bikash@example.com" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select admin@example.com" }));
    expect(screen.getByRole("checkbox", { name: "Select every member on this page" })).toBeChecked();
    await userEvent.click(within(screen.getByRole("region", { name: "Selected members" })).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("2 accounts deactivated"));
    expect(toast.error).toHaveBeenCalledWith("1 not changed", {
      description: "You cannot remove your own admin role or deactivate yourself",
    });
    expect(await screen.findByText("1 selected")).toBeInTheDocument();
  });

  it("opens a row's actions menu from the keyboard and closes it with Escape", async () => {
    render([page([admin, asha], {})]);
    await screen.findByText("asha@example.com");
    const trigger = screen.getByRole("button", { name: "Actions for asha@example.com" });
    act(() => trigger.focus());
    await userEvent.keyboard("{Enter}");
    const menu = screen.getByRole("menu", { name: "Actions for asha@example.com" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Upgrade", "Membership history", "Reset password", "Deactivate", "Delete"]);
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Edit User" })).toBeInTheDocument();
  });
});
