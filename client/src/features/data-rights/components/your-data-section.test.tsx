import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ErrorCode } from "../../../../../common/error-codes";
import { MESSAGES } from "../../../../../common/validation";
import { MyAccountDeletionDocument, RequestAccountDeletionDocument } from "../../../graphql/generated";
import { rememberSignInNotice } from "../../../lib/sign-in-notice";
import { graphQLError } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { YourDataSection } from "./your-data-section";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const noPendingDeletion: MockLink.MockedResponse = {
  request: { query: MyAccountDeletionDocument },
  result: { data: { myAccountDeletion: null } },
};

const deletionAnswer = (currentPassword: string, response: Omit<MockLink.MockedResponse, "request">): MockLink.MockedResponse => ({
  request: { query: RequestAccountDeletionDocument, variables: { currentPassword } },
  ...response,
});

async function openDeleteDialog(mocks: MockLink.MockedResponse[]) {
  signIn();
  renderRoutes([{ path: "/profile", element: <YourDataSection /> }], { path: "/profile", mocks: [noPendingDeletion, ...mocks] });
  await userEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
  return screen.findByRole("dialog", { name: "Delete your account?" });
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe("Your data", () => {
  it("explains the grace period and puts the focus in the password field", async () => {
    const dialog = await openDeleteDialog([]);
    expect(dialog).toHaveTextContent("erased 14 days after you ask");
    expect(dialog).toHaveTextContent("signing in during those 14 days cancels the deletion");
    expect(screen.getByLabelText("Current Password")).toHaveFocus();
  });

  it("asks for the password at the field, then shows the server's refusal there", async () => {
    await openDeleteDialog([
      deletionAnswer("wrong-one", {
        result: { errors: [graphQLError("Invalid input", ErrorCode.badUserInput, { currentPassword: MESSAGES.currentPasswordWrong })] },
      }),
    ]);
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete my account" }));
    const field = screen.getByLabelText("Current Password");
    expect(await screen.findByText(MESSAGES.deletionPasswordRequired)).toBeInTheDocument();
    expect(field).toHaveFocus();

    await userEvent.type(field, "wrong-one");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.currentPasswordWrong));
    expect(localStorage.getItem("user")).not.toBeNull();
  });

  it("tells the last admin why not in the dialog's alert", async () => {
    await openDeleteDialog([
      deletionAnswer("correct-horse", { result: { errors: [graphQLError(MESSAGES.lastAdminCannotBeDeleted, ErrorCode.forbidden)] } }),
    ]);
    await userEvent.type(screen.getByLabelText("Current Password"), "correct-horse");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.lastAdminCannotBeDeleted);
  });

  it("signs out once the deletion is scheduled and says when the account will be erased", async () => {
    await openDeleteDialog([
      deletionAnswer("correct-horse", { result: { data: { requestAccountDeletion: { eraseAfter: "2026-12-08T04:00:00.000Z" } } } }),
    ]);
    await userEvent.type(screen.getByLabelText("Current Password"), "correct-horse");
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(localStorage.getItem("user")).toBeNull());
    expect(toast.info).toHaveBeenCalledWith(expect.stringContaining("Your account will be erased on December 8, 2026"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the notice given at sign-in until it is dismissed", async () => {
    rememberSignInNotice(MESSAGES.accountDeletionCancelled);
    signIn();
    renderRoutes([{ path: "/profile", element: <YourDataSection /> }], { path: "/profile", mocks: [noPendingDeletion] });
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.accountDeletionCancelled);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(MESSAGES.accountDeletionCancelled)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
