import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { ProfilePage } from "../features/user/components/profile-page";
import { CurrentUserDocument, ProfilePageDocument } from "../graphql/generated";
import { accountData } from "../testing/accounts";
import { siteLayoutMock } from "../testing/fixtures";
import { renderRoutes, signIn } from "../testing/render-routes";
import { SiteLayout } from "../components/layouts/site-layout";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <p>Home content</p> },
      { path: "/profile", element: <ProfilePage /> },
    ],
  },
];

const meMock = (name: string): MockLink.MockedResponse => ({
  request: { query: CurrentUserDocument },
  result: { data: { me: accountData({ name }) } },
});

const storedName = () => JSON.parse(localStorage.getItem("user")!).name;

afterEach(() => localStorage.clear());

describe("the header's greeting", () => {
  it("follows the server's account when the name was changed elsewhere, and keeps it", async () => {
    signIn({ name: "Asha Das" });
    renderRoutes(routes, { path: "/", mocks: [siteLayoutMock, meMock("Asha D. Sharma")] });
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Welcome, Asha Das")).toBeInTheDocument();
    expect(await within(header).findByText("Welcome, Asha D. Sharma")).toBeInTheDocument();
    await waitFor(() => expect(storedName()).toBe("Asha D. Sharma"));
  });

  it("changes when the profile page loads a newer `me`", async () => {
    signIn({ name: "Asha Das" });
    renderRoutes(routes, {
      path: "/profile",
      mocks: [
        siteLayoutMock,
        meMock("Asha Das"),
        { request: { query: ProfilePageDocument }, result: { data: { me: accountData({ name: "Asha Baruah" }) } }, delay: 50 },
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Baruah" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByText("Welcome, Asha Baruah")).toBeInTheDocument();
    await waitFor(() => expect(storedName()).toBe("Asha Baruah"));
  });
});
