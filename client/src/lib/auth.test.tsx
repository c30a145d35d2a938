import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthProvider, useAuth } from "./auth";

function SessionProbe() {
  const { user, isAdmin, logout } = useAuth();
  return (
    <div>
      <p>{user ? `Signed in as ${user.name}${isAdmin ? " (admin)" : ""}` : "Signed out"}</p>
      <button type="button" onClick={logout}>Log out</button>
    </div>
  );
}

afterEach(() => localStorage.clear());

describe("AuthProvider", () => {
  it("reads the session from the user and authToken keys", () => {
    localStorage.setItem("user", JSON.stringify({ id: "1", email: "r@x.in", name: "Ravi", role: "admin" }));
    localStorage.setItem("authToken", "t");
    render(<AuthProvider><SessionProbe /></AuthProvider>);
    expect(screen.getByText("Signed in as Ravi (admin)")).toBeInTheDocument();
  });

  it("treats a damaged stored user as signed out", () => {
    localStorage.setItem("user", "{not json");
    render(<AuthProvider><SessionProbe /></AuthProvider>);
    expect(screen.getByText("Signed out")).toBeInTheDocument();
  });

  it("clears both keys on logout", async () => {
    localStorage.setItem("user", JSON.stringify({ id: "1", email: "a@x.in", name: "Asha", role: "user" }));
    localStorage.setItem("authToken", "t");
    render(<AuthProvider><SessionProbe /></AuthProvider>);
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(screen.getByText("Signed out")).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("authToken")).toBeNull();
  });

  it("refuses to work outside its provider", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<SessionProbe />)).toThrow("useAuth must be used within an AuthProvider");
    log.mockRestore();
  });
});
