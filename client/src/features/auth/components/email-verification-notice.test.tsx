import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES } from "../../../../../common/validation";
import { EmailVerificationNoticeDocument, ResendVerificationEmailDocument } from "../../../graphql/generated";
import { graphQLError } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { EmailVerificationNotice } from "./email-verification-notice";

const noticeMock = (emailVerified: boolean): MockLink.MockedResponse => ({
  request: { query: EmailVerificationNoticeDocument },
  result: { data: { me: { __typename: "User", id: "7", email: "asha@example.com", emailVerified } } },
});

const resendMock = (result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: ResendVerificationEmailDocument },
  result,
  delay: 20,
});

function renderNotice(mocks: MockLink.MockedResponse[]) {
  signIn();
  return renderRoutes([{ path: "/profile", element: <EmailVerificationNotice /> }], { path: "/profile", mocks });
}

afterEach(() => localStorage.clear());

describe("EmailVerificationNotice", () => {
  it("asks an unverified member to confirm, and resends the link", async () => {
    renderNotice([
      noticeMock(false),
      resendMock({ data: { resendVerificationEmail: { __typename: "ActionResult", success: true, message: MESSAGES.verificationSent } } }),
    ]);
    expect(await screen.findByRole("heading", { name: "Confirm your email address" })).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Resend link" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(await screen.findByText(MESSAGES.verificationSent)).toBeInTheDocument();
  });

  it("says when the member has asked too often", async () => {
    renderNotice([noticeMock(false), resendMock({ errors: [graphQLError(MESSAGES.tooManyAttempts, "TOO_MANY_REQUESTS")] })]);
    await userEvent.click(await screen.findByRole("button", { name: "Resend link" }));
    expect(await screen.findByText(MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it("shows nothing once the address is confirmed", async () => {
    const { container } = renderNotice([noticeMock(true)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
