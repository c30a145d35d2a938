import { screen, waitFor } from "@testing-library/react";
import { readMeta } from "../../../components/seo/testing/read-head";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { renderRoutes } from "../../../testing/render-routes";
import { NotFoundPage } from "./not-found";

describe("NotFoundPage", () => {
  it("tells the visitor the page does not exist, links home and logs the path", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderRoutes([{ path: "*", element: <NotFoundPage /> }], {
      path: "/no-such-page",
      mocks: [seoDefaultsMock],
    });

    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("non-existent route"), "/no-such-page");
    await waitFor(() => expect(document.title).toBe("Page not found | Test Barbell Club"));
    expect(readMeta("robots")).toBe("noindex");
    log.mockRestore();
  });
});
