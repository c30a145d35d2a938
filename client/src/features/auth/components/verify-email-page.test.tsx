import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { MESSAGES } from "../../../../../common/validation";
import { VerifyEmailDocument } from "../../../graphql/generated";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { VerifyEmailPage } from "./verify-email-page";

const verifyMock = (verifyEmail: string): MockLink.MockedResponse => ({
  request: { query: VerifyEmailDocument, variables: { token: "abc123" } },
  result: { data: { verifyEmail } },
  delay: 20,
});

const renderAt = (path: string, mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/verify-email", element: <VerifyEmailPage /> }], { path, mocks: [siteLayoutMock, ...mocks] });

afterEach(() => localStorage.clear());

describe("VerifyEmailPage", () => {
  it("confirms the address on arrival and sends a signed-in member to the profile", async () => {
    signIn();
    renderAt("/verify-email?token=abc123", [verifyMock("verified")]);
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your email address...");
    expect(await screen.findByRole("heading", { name: "Email Confirmed" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/profile");
  });

  it.each([
    ["expired", "Link Expired", MESSAGES.verificationLinkExpired],
    ["used", "Link Already Used", MESSAGES.verificationLinkUsed],
    ["invalid", "Link Not Valid", MESSAGES.verificationLinkInvalid],
  ])("says plainly when the link is %s, and offers to log in", async (outcome, heading, message) => {
    renderAt("/verify-email?token=abc123", [verifyMock(outcome)]);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("calls a link without a token not valid, without asking the server", async () => {
    renderAt("/verify-email", []);
    expect(await screen.findByRole("heading", { name: "Link Not Valid" })).toBeInTheDocument();
  });

  it("offers a retry when the server cannot be reached", async () => {
    renderAt("/verify-email?token=abc123", [
      { request: { query: VerifyEmailDocument, variables: { token: "abc123" } }, error: new Error("offline") },
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't check your link just now.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
