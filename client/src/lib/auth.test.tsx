import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { toast } from "sonner";
import { CurrentUserDocument, LoginDocument } from "../graphql/generated";
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
      <button type="button" onClick={logout}>
        Log out
      </button>
      <button type="button" onClick={() => void login("asha@example.com", "secret1").catch(() => undefined)}>
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
  localStorage.setItem("authToken", "t");
};

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("AuthProvider", () => {
  it("reads the session from the user and authToken keys", () => {
    storeSession();
    renderProbe();
    expect(screen.getByText("Signed in as Ravi (admin)")).toBeInTheDocument();
  });

  it("treats a damaged stored user as signed out", () => {
    localStorage.setItem("user", "{not json");
    renderProbe();
    expect(screen.getByText("Signed out")).toBeInTheDocument();
  });

  it("logs in: stores the user and the token under their two keys", async () => {
    const login = { token: "fresh-token", user: accountData({ name: "Asha Das" }) };
    renderProbe([
      {
        request: { query: LoginDocument, variables: { input: { email: "asha@example.com", password: "secret1" } } },
        result: { data: { login } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Signed in as Asha Das")).toBeInTheDocument();
    expect(localStorage.getItem("authToken")).toBe("fresh-token");
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ id: "7", email: "asha@example.com", role: "user" });
    expect(JSON.parse(localStorage.getItem("user")!)).not.toHaveProperty("__typename");
  });

  it("clears both keys and the Apollo cache on logout", async () => {
    storeSession("Asha", "user");
    renderProbe([{ request: { query: CurrentUserDocument }, result: { data: { me: accountData() } } }]);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(cachedEntries()).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(screen.getByText("Signed out")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("authToken")).toBeNull();
    await waitFor(() => expect(cachedEntries()).toBe(0));
  });

  it("refreshes: re-reads the account, overwrites the stored user and says so", async () => {
    storeSession("Old Name", "user");
    renderProbe([{ request: { query: CurrentUserDocument }, result: { data: { me: accountData({ name: "New Name" }) } } }]);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Signed in as New Name")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ name: "New Name", membershipTier: "basic" });
    expect(localStorage.getItem("authToken")).toBe("t");
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
