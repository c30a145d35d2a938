import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { LoginDocument } from "../../../graphql/generated";
import { accountData, graphQLError } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { useLocation } from "react-router-dom";
import { LoginPage } from "./login-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const variables = { input: { email: "asha@example.com", password: "gym-secret1" } };
const loginMock = (response: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: LoginDocument, variables },
  ...response,
});

function AcceptPath() {
  const { search } = useLocation();
  return <p>Accept policies page{search}</p>;
}

function renderLogin(mocks: MockLink.MockedResponse[] = [], path = "/login") {
  renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/", element: <p>Home page</p> },
      { path: "/admin/users", element: <p>Admin users page</p> },
      { path: "/account/two-factor", element: <p>Two-factor setup page</p> },
      { path: "/accept-policies", element: <AcceptPath /> },
    ],
    { path, mocks: [siteLayoutMock, ...mocks] },
  );
}

async function signInWith(email = "asha@example.com", password = "gym-secret1") {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("LoginPage", () => {
  it("shows the heading, the fields and the links", () => {
    renderLogin();
    expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
    expect(screen.getByText("Sign in to your account")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/password-reset");
    expect(screen.getByRole("link", { name: "Sign up here" })).toHaveAttribute("href", "/signup");
  });

  it("requires both fields and a valid e-mail before sending anything", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.tab();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows and hides the password", async () => {
    renderLogin();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("signs in: stores the user (the credential is the server's HttpOnly cookie), says so and goes home", async () => {
    const login = { notice: null, mustAcceptPolicies: false, user: accountData() };
    renderLogin([loginMock({ result: { data: { login } }, delay: 20 })]);
    await signInWith();
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ name: "Asha Das", email: "asha@example.com" });
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Logged in successfully!" });
  });

  it("asks a member with updated policies to accept them first, then goes on to where they were going", async () => {
    const login = { notice: null, mustAcceptPolicies: true, user: accountData() };
    renderLogin([loginMock({ result: { data: { login } } })], "/login?next=%2Fprofile");
    await signInWith();
    expect(await screen.findByText("Accept policies page?next=%2Fprofile")).toBeInTheDocument();
  });

  it("says 'Invalid email or password' in an alert and keeps the e-mail", async () => {
    const invalid = graphQLError("Invalid email or password", "BAD_USER_INPUT", { password: "Invalid email or password" });
    renderLogin([loginMock({ result: { errors: [invalid] } })]);
    await signInWith();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(localStorage.getItem("user")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("passes on the rate limit's message", async () => {
    const limited = graphQLError("Too many attempts. Please try again later.", "TOO_MANY_REQUESTS");
    renderLogin([loginMock({ result: { errors: [limited] } })]);
    await signInWith();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
  });

  it("asks to try again when the server cannot be reached", async () => {
    renderLogin([loginMock({ error: new Error("Failed to fetch") })]);
    await signInWith();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again."));
  });

  it("returns to the page it was sent from, query included", async () => {
    const login = { notice: null, mustAcceptPolicies: false, user: accountData({ role: "admin", twoFactorEnabled: true }) };
    renderLogin([loginMock({ result: { data: { login } } })], `/login?next=${encodeURIComponent("/admin/users?q=asha")}`);
    expect(screen.getByRole("link", { name: "Sign up here" })).toHaveAttribute(
      "href",
      `/signup?next=${encodeURIComponent("/admin/users?q=asha")}`,
    );
    await signInWith();
    expect(await screen.findByText("Admin users page")).toBeInTheDocument();
  });

  it.each(["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "never leaves the site for next=%s",
    async (next) => {
      const login = { notice: null, mustAcceptPolicies: false, user: accountData() };
      renderLogin([loginMock({ result: { data: { login } } })], `/login?next=${encodeURIComponent(next)}`);
      expect(screen.getByRole("link", { name: "Sign up here" })).toHaveAttribute("href", "/signup");
      await signInWith();
      expect(await screen.findByText("Home page")).toBeInTheDocument();
    },
  );

  it("sends someone already signed in straight on to next", async () => {
    signIn({ role: "admin" });
    renderLogin([], "/login?next=%2Fadmin%2Fusers");
    expect(await screen.findByText("Admin users page")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome Back" })).not.toBeInTheDocument();
  });

  describe("two-factor sign-in", () => {
    const withCode = (otp: string) => ({ request: { query: LoginDocument, variables: { input: { ...variables.input, otp } } } });
    const codeNeeded = loginMock({
      result: {
        errors: [graphQLError("Enter the 6-digit code from your authenticator app, or one of your recovery codes.", "TWO_FACTOR_REQUIRED")],
      },
    });

    it("asks for the authenticator's code after a right password and signs in with it", async () => {
      const login = { notice: null, mustAcceptPolicies: false, user: accountData({ twoFactorEnabled: true }) };
      renderLogin([codeNeeded, { ...withCode("123456"), result: { data: { login } } }]);
      await signInWith();
      const code = await screen.findByLabelText("Authentication code");
      expect(code).toHaveAttribute("inputmode", "numeric");
      expect(code).toHaveAttribute("autocomplete", "one-time-code");
      expect(code).toHaveFocus();
      expect(screen.getByText("asha@example.com")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("Enter the code")).toBeInTheDocument();
      await userEvent.type(code, " 123456 ");
      await userEvent.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("Home page")).toBeInTheDocument();
      expect(localStorage.getItem("user")).toContain("asha@example.com");
    });

    it("shows a wrong code at the field and takes a recovery code instead", async () => {
      const wrong = graphQLError("That code is not right.", "INVALID_OTP", { otp: "That code is not right." });
      const login = { notice: null, mustAcceptPolicies: false, user: accountData({ twoFactorEnabled: true }) };
      renderLogin([
        codeNeeded,
        { ...withCode("000000"), result: { errors: [wrong] } },
        { ...withCode("abcde-fghjk"), result: { data: { login } } },
      ]);
      await signInWith();
      await userEvent.type(await screen.findByLabelText("Authentication code"), "000000");
      await userEvent.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("That code is not right.")).toBeInTheDocument();
      expect(screen.getByLabelText("Authentication code")).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText("Authentication code")).toHaveValue("");

      await userEvent.click(screen.getByRole("button", { name: "Use a recovery code" }));
      const recovery = screen.getByLabelText("Recovery code");
      expect(recovery).toHaveAttribute("inputmode", "text");
      await userEvent.type(recovery, "abcde-fghjk");
      await userEvent.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("Home page")).toBeInTheDocument();
    });

    it("goes back to the password with the e-mail kept", async () => {
      renderLogin([codeNeeded]);
      await signInWith();
      await userEvent.click(await screen.findByRole("button", { name: "Back" }));
      expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
      expect(screen.getByLabelText("Password")).toHaveValue("gym-secret1");
    });

    it("takes an admin without a second factor to the enrolment page", async () => {
      const login = { notice: null, mustAcceptPolicies: false, user: accountData({ role: "admin", twoFactorEnabled: false }) };
      renderLogin([loginMock({ result: { data: { login } } })], "/login?next=%2Fadmin%2Fusers");
      await signInWith();
      expect(await screen.findByText("Two-factor setup page")).toBeInTheDocument();
    });
  });
});
