import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { AdminDashboardDocument, type AdminDashboardQuery } from "../../../graphql/generated";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { DashboardPage } from "./dashboard-page";

const dashboard: AdminDashboardQuery["dashboard"] = {
  __typename: "Dashboard",
  blogPostCount: 4,
  planCount: 9,
  activeUserCount: 12,
  userCount: 15,
  unreadMessageCount: 2,
  pageViewsLast30Days: 2500,
  pageViewsByDay: [
    { __typename: "DailyCount", day: "2025-03-14", views: 1000 },
    { __typename: "DailyCount", day: "2025-03-15", views: 1500 },
  ],
  recentActivity: [
    {
      __typename: "AuditEntry",
      id: "5",
      actorName: "Ravi Admin",
      action: "plan.update",
      entityType: "Plan",
      entityId: "2",
      summary: 'price: "₹1,500" → "₹1,600"',
      createdAt: "2025-03-15T04:30:00.000Z",
    },
  ],
  renewals: { __typename: "RenewalCounts", expiringIn7Days: 3, expiringIn30Days: 11, expiredLast30Days: 6, renewalsThisMonth: 8 },
  system: {
    __typename: "SystemInfo",
    status: "Online",
    version: "1.2.3",
    databaseKind: "mariadb",
    uptimeSeconds: 93_784,
    nodeVersion: "v20.20.0",
  },
};

const mock: MockLink.MockedResponse = { request: { query: AdminDashboardDocument }, result: { data: { dashboard } } };
const stat = (label: string) => within(screen.getByRole("group", { name: label }));

afterEach(() => localStorage.clear());

describe("DashboardPage", () => {
  beforeEach(async () => {
    signIn({ id: "1", role: "admin", name: "Ravi Admin" });
    renderRoutes([{ path: "/", element: <DashboardPage /> }], { mocks: [mock] });
    await screen.findByRole("heading", { level: 1, name: "Welcome back, Ravi!" });
  });

  it("shows the real figures", () => {
    expect(stat("Total Blog Posts").getByText("4")).toBeInTheDocument();
    expect(stat("Subscription Plans").getByText("9")).toBeInTheDocument();
    expect(stat("Active Users").getByText("12")).toBeInTheDocument();
    expect(stat("Active Users").getByText("of 15 accounts")).toBeInTheDocument();
    expect(stat("Monthly Visitors").getByText("2.5K")).toBeInTheDocument();
    expect(screen.getByText(/You have 2 unread messages/)).toBeInTheDocument();
  });

  it("links each renewal card to the members list filtered to what it counts", () => {
    expect(screen.getByRole("link", { name: /Expiring in 7 days\s*3/ })).toHaveAttribute(
      "href",
      "/admin/users?expiry=within7Days&sort=expirationDate",
    );
    expect(screen.getByRole("link", { name: /Expiring in 30 days\s*11/ })).toHaveAttribute(
      "href",
      "/admin/users?expiry=within30Days&sort=expirationDate",
    );
    expect(screen.getByRole("link", { name: /Expired in the last 30 days\s*6/ })).toHaveAttribute(
      "href",
      "/admin/users?expiry=expiredLast30Days&sort=-expirationDate",
    );
    expect(stat("Renewals this month").getByText("8")).toBeInTheDocument();
  });

  it("gives the page views as a table for screen readers", () => {
    const table = screen.getByRole("table", { name: "Page views per day" });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Mar 141000", "Mar 151500"]);
  });

  it("lists recent activity: who, what and when", () => {
    const activity = screen.getByRole("region", { name: "Recent Activity" });
    expect(activity).toHaveTextContent("Ravi Admin updated plan");
    expect(activity).toHaveTextContent('price: "₹1,500" → "₹1,600"');
    expect(activity).toHaveTextContent("Mar 15, 2025, 10:00 AM");
  });

  it("shows the system's status, version, database and uptime", () => {
    const system = screen.getByRole("region", { name: "System Information" });
    for (const text of ["Online", "v1.2.3", "MariaDB", "1d 2h 3m"]) expect(system).toHaveTextContent(text);
  });

  it("links the quick actions to the editors", () => {
    const hrefs = ["Add Blog Post", "Add Plan", "Edit Hero", "View Messages"].map((name) =>
      screen.getByRole("link", { name }).getAttribute("href"),
    );
    expect(hrefs).toEqual(["/admin/blogs?new=1", "/admin/subscriptions?new=1", "/admin/hero", "/admin/messages"]);
  });
});
