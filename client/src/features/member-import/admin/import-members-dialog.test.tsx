import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MEMBER_IMPORT_MESSAGES } from "../../../../../common/validation";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { ImportMembersButton } from "./import-members-button";
import type { ImportPreview } from "./member-import-api";

const BAD_PREVIEW: ImportPreview = {
  totalRows: 2,
  newCount: 1,
  updateCount: 0,
  problemRowCount: 1,
  problems: [
    { line: 3, column: "email", message: "Please enter a valid email address" },
    { line: 3, column: "tier", message: MEMBER_IMPORT_MESSAGES.tierInvalid },
  ],
  sample: [
    { line: 2, action: "create", name: "Ritu Gogoi", email: "ritu@example.com", phone: "+919864012345", tier: "premium", expiry: null },
  ],
};
const GOOD_PREVIEW: ImportPreview = { ...BAD_PREVIEW, totalRows: 1, problemRowCount: 0, problems: [] };

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

async function openDialog() {
  signIn();
  renderRoutes([{ path: "/admin/users", element: <ImportMembersButton /> }], { path: "/admin/users", mocks: [] });
  await userEvent.click(await screen.findByRole("button", { name: "Import members" }));
  return screen.findByRole("dialog", { name: "Import members" });
}

const csvFile = (text: string, name = "members.csv", type = "text/csv") => new File([text], name, { type });

describe("Import members dialog", () => {
  it("shows every problem of a bad file and keeps Import disabled; a good file then imports", async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole("link", { name: "Download a template CSV" })).toHaveAttribute("download", "members-template.csv");

    fetchMock.mockImplementationOnce(() => answer(200, { success: true, message: "Preview ready", data: BAD_PREVIEW }));
    await userEvent.upload(within(dialog).getByLabelText(/Choose a \.csv file/), csvFile("name,email,tier\nbad"));
    expect(await within(dialog).findByText(MEMBER_IMPORT_MESSAGES.tierInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import 1 member" })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/member-import/preview");
    expect(fetchMock.mock.calls[0][1].body).toBe("name,email,tier\nbad");

    await userEvent.click(within(dialog).getByRole("button", { name: "Choose another file" }));
    fetchMock.mockImplementationOnce(() => answer(200, { success: true, message: "Preview ready", data: GOOD_PREVIEW }));
    await userEvent.upload(within(dialog).getByLabelText(/Choose a \.csv file/), csvFile("name,email,tier\ngood"));
    const importButton = await within(dialog).findByRole("button", { name: "Import 1 member" });
    expect(importButton).toBeEnabled();
    expect(within(dialog).getByText("Ritu Gogoi")).toBeInTheDocument();

    fetchMock.mockImplementationOnce(() => answer(201, { success: true, message: "done", data: { created: 1, updated: 0 } }));
    await userEvent.click(importButton);
    expect(await within(dialog).findByText(/Imported: 1 new member, 0 members updated/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[2][0]).toBe("/api/admin/member-import");
  });

  it("says why a file was refused, before and after sending it", async () => {
    const dialog = await openDialog();
    await userEvent.upload(
      within(dialog).getByLabelText(/Choose a \.csv file/),
      csvFile("x", "members.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      { applyAccept: false },
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent('"members.xlsx" is not a .csv file');
    expect(fetchMock).not.toHaveBeenCalled();

    const refusal = MEMBER_IMPORT_MESSAGES.unknownColumn("full name");
    fetchMock.mockImplementationOnce(() => answer(400, { success: false, message: refusal, data: null }));
    await userEvent.upload(within(dialog).getByLabelText(/Choose a \.csv file/), csvFile("full name\nx"));
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent(refusal));
  });
});
