import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { MESSAGES, POLICY_VERSION_MESSAGES } from "../../../../../common/validation";
import { SignupDocument } from "../../../graphql/generated";
import { accountData, graphQLError } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes } from "../../../testing/render-routes";
import { SignupPage } from "./signup-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const variables = { input: { name: "Asha Das", email: "asha@example.com", password: "gym-secret1", acceptPolicies: true } };
const signupMock = (response: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: SignupDocument, variables },
  ...response,
});

function renderSignup(mocks: MockLink.MockedResponse[] = [], path = "/signup") {
  renderRoutes(
    [
      { path: "/signup", element: <SignupPage /> },
      { path: "/profile", element: <p>Profile page</p> },
      { path: "/subscription", element: <p>Plans page</p> },
    ],
    { path, mocks: [siteLayoutMock, ...mocks] },
  );
}

async function fillIn({ password = "gym-secret1", confirm = "gym-secret1", accept = true } = {}) {
  await userEvent.type(screen.getByLabelText("Full Name"), "Asha Das");
  await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.type(screen.getByLabelText("Confirm Password"), confirm);
  if (accept) await userEvent.click(screen.getByRole("checkbox", { name: /I accept the Terms & Conditions and the Privacy Policy/ }));
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("SignupPage", () => {
  it("invites the visitor to join the gym by name", async () => {
    renderSignup();
    expect(screen.getByRole("heading", { name: "Join Iron Warrior Fitness" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Join Test Barbell Club" })).toBeInTheDocument();
    expect(screen.getByText("Create your account and start your fitness journey")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in here" })).toHaveAttribute("href", "/login");
    expect(screen.getAllByRole("button", { name: "Show password" })).toHaveLength(2);
  });

  it("asks to accept the Terms and the Privacy Policy, linking both in a new tab", async () => {
    renderSignup();
    const box = screen.getByRole("checkbox", { name: /I accept the Terms & Conditions and the Privacy Policy/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-conditions");
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await fillIn({ accept: false });
    expect(await screen.findByText(POLICY_VERSION_MESSAGES.acceptPoliciesRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
  });

  it("checks the password's length and its confirmation", async () => {
    renderSignup();
    await fillIn({ password: "abc", confirm: "abd" });
    expect(await screen.findByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    // On a phone the first wrong field is far above the button: it takes the focus.
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("refuses a common password before sending anything", async () => {
    renderSignup();
    await fillIn({ password: "Password1", confirm: "Password1" });
    expect(await screen.findByText(MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("says in words how strong the password is, politely, as it is typed", async () => {
    renderSignup();
    const meter = screen.getByTestId("password-strength");
    const words = meter.querySelector("[aria-live=polite]")!;
    expect(words).toHaveTextContent("");
    await userEvent.type(screen.getByLabelText("Password"), "qwerty");
    await waitFor(() => expect(words).toHaveTextContent("Password strength: Very weak"));
    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "Brahmaputra-ferry-at-dawn-42");
    await waitFor(() => expect(words).toHaveTextContent("Password strength: Strong"));
  });

  it("moves the focus from the button to the first empty required field", async () => {
    renderSignup();
    await userEvent.click(await screen.findByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveFocus());
  });

  it("shows the server's field error beside the field", async () => {
    const taken = graphQLError("An account with this email already exists", "BAD_USER_INPUT", {
      email: "An account with this email already exists",
    });
    renderSignup([signupMock({ result: { errors: [taken] } })]);
    await fillIn();
    const message = await screen.findByText("An account with this email already exists");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-describedby", message.id);
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("creates the account, signs in and opens the profile", async () => {
    const signup = { user: accountData() };
    renderSignup([signupMock({ result: { data: { signup } }, delay: 20 })]);
    await fillIn();
    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toContain("Asha Das");
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Account created successfully!" });
  });

  it("says the account could not be created on any other failure", async () => {
    renderSignup([signupMock({ result: { errors: [graphQLError("Unexpected error", "INTERNAL_SERVER_ERROR")] } })]);
    await fillIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create account. Please try again.");
  });

  it("keeps the page to return to from the sign-in page, and goes there", async () => {
    const signup = { user: accountData() };
    renderSignup([signupMock({ result: { data: { signup } } })], "/signup?next=%2Fsubscription");
    expect(screen.getByRole("link", { name: "Sign in here" })).toHaveAttribute("href", "/login?next=%2Fsubscription");
    await fillIn();
    expect(await screen.findByText("Plans page")).toBeInTheDocument();
  });

  it("sends the code of the referral link it was opened with, and says only that a member invited them", async () => {
    renderSignup(
      [
        {
          request: { query: SignupDocument, variables: { input: { ...variables.input, referralCode: "K7MX2QPD" } } },
          result: { data: { signup: { user: accountData() } } },
        },
      ],
      "/signup?ref=k7mx2qpd",
    );
    expect(screen.getByRole("note")).toHaveTextContent("Invited by a member");
    await fillIn();
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });

  it("ignores a malformed referral code: no invitation shown, the sign-up goes on without it", async () => {
    renderSignup([signupMock({ result: { data: { signup: { user: accountData() } } } })], "/signup?ref=%3Cscript%3E");
    expect(screen.queryByText("Invited by a member")).not.toBeInTheDocument();
    await fillIn();
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });
});
