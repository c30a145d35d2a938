import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PasswordResetTokenStatusDocument, RequestPasswordResetDocument, ResetPasswordDocument } from "../../../graphql/generated";
import { graphQLError } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes } from "../../../testing/render-routes";
import { PasswordResetPage } from "./password-reset-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const SENT = "If an account exists for this email, a password reset link has been sent.";
const DONE = "Your password has been reset. You can now log in with your new password.";
const INVALID = "This password reset link is invalid or has expired. Please request a new one.";

const renderAt = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/password-reset", element: <PasswordResetPage /> }], {
    path,
    mocks: [siteLayoutMock, ...mocks],
  });

const resetMock = (result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: ResetPasswordDocument, variables: { token: "abc123", password: "newpass1" } },
  result,
});

async function setNewPassword(password = "newpass1", confirm = password) {
  await userEvent.type(screen.getByLabelText("New Password"), password);
  await userEvent.type(screen.getByLabelText("Confirm Password"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
}

afterEach(() => jest.clearAllMocks());

describe("PasswordResetPage without a token", () => {
  const requestMock: MockLink.MockedResponse = {
    request: { query: RequestPasswordResetDocument, variables: { email: "asha@example.com" } },
    result: { data: { requestPasswordReset: { __typename: "ActionResult", success: true, message: SENT } } },
    delay: 20,
  };

  it("requires an e-mail address", async () => {
    renderAt("/password-reset", []);
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
  });

  it("confirms the request, then goes back to the form on 'Try again'", async () => {
    renderAt("/password-reset", [requestMock]);
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    // The outcome replaced the pressed button; focus moves to it instead of the page's start.
    expect(screen.getByRole("status")).toHaveFocus();
    expect(toast.success).toHaveBeenCalledWith("Password reset email sent! Check your inbox.");
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");

    await userEvent.click(screen.getByRole("button", { name: "Didn't receive email? Try again" }));
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  });
});

const statusMock = (status: string): MockLink.MockedResponse => ({
  request: { query: PasswordResetTokenStatusDocument, variables: { token: "abc123" } },
  result: { data: { passwordResetTokenStatus: status } },
});

describe("PasswordResetPage with a token", () => {
  it("asks for a matching new password once the link checks out", async () => {
    renderAt("/password-reset?token=abc123", [statusMock("valid")]);
    expect(screen.getByRole("heading", { name: "Checking Your Link" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Set a New Password" })).toBeInTheDocument();
    await setNewPassword("newpass1", "newpass2");
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
  });

  it("sets the new password and offers to log in", async () => {
    renderAt("/password-reset?token=abc123", [
      statusMock("valid"),
      resetMock({ data: { resetPassword: { __typename: "ActionResult", success: true, message: DONE } } }),
    ]);
    await screen.findByRole("heading", { name: "Set a New Password" });
    await setNewPassword();
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Password Updated" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Set a New Password" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(toast.success).toHaveBeenCalled();
  });

  it("says an expired link is dead on arrival, with no password fields, and offers a new one", async () => {
    renderAt("/password-reset?token=abc123", [statusMock("expired")]);
    expect(await screen.findByRole("heading", { level: 1, name: "Link Expired" })).toBeInTheDocument();
    expect(screen.getByText(/has expired/)).toBeInTheDocument();
    expect(screen.queryByLabelText("New Password")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Request a new link" }));
    expect(await screen.findByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
  });

  it.each([
    ["used", "Link Already Used"],
    ["invalid", "Link Not Valid"],
  ])("names a %s link in the heading", async (status, heading) => {
    renderAt("/password-reset?token=abc123", [statusMock(status)]);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  });

  it("still offers the form when the link cannot be checked", async () => {
    renderAt("/password-reset?token=abc123", [
      { request: { query: PasswordResetTokenStatusDocument, variables: { token: "abc123" } }, error: new Error("Failed to fetch") },
    ]);
    expect(await screen.findByRole("heading", { name: "Set a New Password" })).toBeInTheDocument();
  });

  it("turns into the dead-link page when the server refuses the link on submit", async () => {
    renderAt("/password-reset?token=abc123", [
      statusMock("valid"),
      resetMock({ errors: [graphQLError(INVALID, "BAD_USER_INPUT", { token: INVALID })] }),
    ]);
    await screen.findByRole("heading", { name: "Set a New Password" });
    await setNewPassword();
    expect(await screen.findByRole("heading", { level: 1, name: "Link Not Valid" })).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Request a new link" }));
    expect(await screen.findByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
  });
});
