import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { toast } from "sonner";
import { CurrentUserDocument, LoginDocument, LogoutDocument } from "../graphql/generated";
import { accountData } from "../testing/accounts";
import { AuthProvider, useAuth } from "./auth";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

let apollo: ApolloClient;
const cachedEntries = () => Object.keys(apollo.cache.extract() as object).length;

function SessionProbe() {
  const { user, isAdmin, logout, login, refresh } = useAuth();
  const client = useApolloClient();
  useEffect(() => {
    apollo = client;
  }, [client]);
  return (
    <div>
      <p>{user ? `Signed in as ${user.name}${isAdmin ? " (admin)" : ""}` : "Signed out"}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
      <button type="button" onClick={() => void login("asha@example.com", "gym-secret1").catch(() => undefined)}>
        Log in
      </button>
      <button type="button" onClick={() => void refresh()}>
        Refresh
      </button>
    </div>
  );
}

const renderProbe = (mocks: MockLink.MockedResponse[] = []) =>
  render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <SessionProbe />
      </AuthProvider>
    </MockedProvider>,
  );

const storeSession = (name = "Ravi", role = "admin") => {
  localStorage.setItem("user", JSON.stringify({ id: "7", email: "r@x.in", name, role }));
};

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("AuthProvider", () => {
  it("reads the session from the stored user", () => {
    storeSession();
    renderProbe();
    expect(screen.getByText("Signed in as Ravi (admin)")).toBeInTheDocument();
  });

  it("treats a damaged stored user as signed out", () => {
    localStorage.setItem("user", "{not json");
    renderProbe();
    expect(screen.getByText("Signed out")).toBeInTheDocument();
  });

  it("logs in: stores the user and no credential (the server sets an HttpOnly cookie)", async () => {
    const login = { notice: null, user: accountData({ name: "Asha Das" }) };
    renderProbe([
      {
        request: { query: LoginDocument, variables: { input: { email: "asha@example.com", password: "gym-secret1" } } },
        result: { data: { login } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Signed in as Asha Das")).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual(["user"]);
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ id: "7", email: "asha@example.com", role: "user" });
    expect(JSON.parse(localStorage.getItem("user")!)).not.toHaveProperty("__typename");
  });

  it("tells the member what the server noticed on sign-in, such as a cancelled account deletion", async () => {
    const notice = "Welcome back! Signing in has cancelled the deletion of your account.";
    renderProbe([
      {
        request: { query: LoginDocument, variables: { input: { email: "asha@example.com", password: "gym-secret1" } } },
        result: { data: { login: { notice, mustAcceptPolicies: false, user: accountData({ name: "Asha Das" }) } } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Signed in as Asha Das")).toBeInTheDocument();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(notice));
  });

  it("logs out on the server, then clears the stored user and the Apollo cache", async () => {
    storeSession("Asha", "user");
    const logout = jest.fn(() => ({ data: { logout: { __typename: "ActionResult" as const, success: true } } }));
    renderProbe([
      { request: { query: CurrentUserDocument }, result: { data: { me: accountData() } } },
      { request: { query: LogoutDocument }, result: logout },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(cachedEntries()).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
    expect(localStorage.getItem("user")).toBeNull();
    await waitFor(() => expect(cachedEntries()).toBe(0));
  });

  it("refreshes: re-reads the account, overwrites the stored user and says so", async () => {
    storeSession("Old Name", "user");
    renderProbe([{ request: { query: CurrentUserDocument }, result: { data: { me: accountData({ name: "New Name" }) } } }]);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Signed in as New Name")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ name: "New Name", membershipTier: "basic" });
    expect(toast.success).toHaveBeenCalledWith("Account Refreshed", {
      description: "Your account information has been updated",
    });
  });

  it("says so when the refresh fails, and keeps the session", async () => {
    storeSession("Asha", "user");
    renderProbe([{ request: { query: CurrentUserDocument }, error: new Error("Network down") }]);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Refresh Failed", { description: "Could not update account information" }),
    );
    expect(screen.getByText("Signed in as Asha")).toBeInTheDocument();
  });

  it("refuses to work outside its provider", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<SessionProbe />)).toThrow();
    expect(() =>
      render(
        <MockedProvider>
          <SessionProbe />
        </MockedProvider>,
      ),
    ).toThrow("useAuth must be used within an AuthProvider");
    log.mockRestore();
  });
});
