import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { adminLayoutMock } from "../../testing/admin-fixtures";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { renderRoutes, signIn } from "../../testing/render-routes";
import { AdminLayout } from "./admin-layout";

/** An editor page reduced to what the guard sees: whether something is unsaved. */
function Editor() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  return (
    <>
      <h1>Hero editor</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
    </>
  );
}

function renderLayout() {
  signIn({ id: "1", role: "admin", name: "Ravi Admin" });
  renderRoutes(
    [
      { path: "/", element: <h1>Public home</h1> },
      {
        path: "/admin",
        element: <AdminLayout />,
        children: [
          { path: "hero", element: <Editor /> },
          { path: "blogs", element: <h1>Blogs page</h1> },
        ],
      },
    ],
    { path: "/admin/hero", mocks: [adminLayoutMock(0)] },
  );
}

const prompt = () => screen.queryByRole("dialog", { name: "Discard unsaved changes?" });
const unloadCancelled = () => !window.dispatchEvent(new Event("beforeunload", { cancelable: true }));

afterEach(() => localStorage.clear());

describe("AdminLayout with unsaved changes", () => {
  it("follows a sidebar link at once when nothing is unsaved", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("link", { name: "Blog Posts" }));
    expect(screen.getByRole("heading", { name: "Blogs page" })).toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();
  });

  it("asks before a link leaves the page, and stays on Keep editing", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Type something" }));
    await userEvent.click(screen.getByRole("link", { name: "Blog Posts" }));
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Hero editor" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Hero editor" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Blog Posts" }));
    await userEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(screen.getByRole("heading", { name: "Blogs page" })).toBeInTheDocument();
  });

  it("closes the phone's menu drawer when the admin keeps editing", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Type something" }));
    await userEvent.click(screen.getByRole("button", { name: "Open admin menu" }));
    await userEvent.click(screen.getByRole("link", { name: "Blog Posts" }));
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("button", { name: "Open admin menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("heading", { name: "Hero editor" })).toBeInTheDocument();
  });

  it("asks before Logout ends the session", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Type something" }));
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(prompt()).toBeInTheDocument();
    expect(localStorage.getItem("user")).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(await screen.findByRole("heading", { name: "Public home" })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem("user")).toBeNull());
  });

  it("has the browser warn on reload or tab close only while changes are unsaved", async () => {
    renderLayout();
    expect(unloadCancelled()).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Type something" }));
    expect(unloadCancelled()).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(unloadCancelled()).toBe(false);
  });
});
