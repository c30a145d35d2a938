import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet } from "react-router-dom";
import { renderRoutes } from "../../testing/render-routes";
import { RouteErrorBoundary } from "./route-error";

function Broken(): never {
  throw new Error("page failed");
}

const routes = [
  {
    element: (
      <>
        <Link to="/fine">Fine page</Link>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </>
    ),
    children: [
      { path: "/broken", element: <Broken /> },
      { path: "/fine", element: <p>All good</p> },
    ],
  },
];

describe("RouteErrorBoundary", () => {
  it("shows the error page in place of a page that throws, and clears it on the next page", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderRoutes(routes, { path: "/broken" });
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Fine page" }));
    expect(await screen.findByText("All good")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).not.toBeInTheDocument();
    log.mockRestore();
  });
});
