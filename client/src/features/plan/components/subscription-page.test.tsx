import type { MockLink } from "@apollo/client/testing";
import { PAGE_SIZES } from "../../../../../common/validation/limits";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscriptionPageDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { subscriptionData, subscriptionMock } from "../testing/subscription-fixtures";
import { SubscriptionPage } from "./subscription-page";

const renderPage = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/subscription", element: <SubscriptionPage /> }], {
    path: "/subscription",
    mocks: [seoDefaultsMock, ...mocks],
  });

const card = async (name: string) => (await screen.findByRole("heading", { level: 2, name })).closest("li")!;

describe("SubscriptionPage", () => {
  it("shows a loading state, then every plan card in order", async () => {
    renderPage([subscriptionMock()]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    await card("STUDENT");
    const plans = within(screen.getByRole("region", { name: "Plans" })).getAllByRole("heading", { level: 2 });
    expect(plans.map((plan) => plan.textContent)).toEqual(["STUDENT", "MONTHLY", "COUPLE PACKAGE", "PT QUARTERLY", "PT MONTHLY"]);
  });

  it("shows name, price, duration, features and the terms link on a card", async () => {
    renderPage([subscriptionMock()]);
    const monthly = within(await card("MONTHLY"));
    expect(monthly.getByText("₹1,500")).toBeInTheDocument();
    expect(monthly.getByText("/ 1 Month")).toBeInTheDocument();
    expect(monthly.getByRole("list")).toHaveTextContent("Full gym accessLocker access");
    expect(monthly.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-conditions");
  });

  it("labels the groups Popular, Premium and Personal, and leaves the rest plain", async () => {
    renderPage([subscriptionMock()]);
    expect(within(await card("MONTHLY")).getByText("Popular")).toHaveClass("bg-blue-100");
    expect(within(await card("PT MONTHLY")).getByText("Popular")).toBeInTheDocument();
    expect(within(await card("COUPLE PACKAGE")).getByText("Premium")).toHaveClass("bg-orange-100");
    expect(within(await card("PT QUARTERLY")).getByText("Personal")).toHaveClass("bg-green-100");
    expect(within(await card("STUDENT")).queryByText(/Popular|Premium|Personal/)).not.toBeInTheDocument();
  });

  it("builds each Choose link: the plan's own safe link, else a WhatsApp chat naming plan and price", async () => {
    renderPage([subscriptionMock()]);
    const choose = within(await card("MONTHLY")).getByRole("link", { name: /^Choose MONTHLY/ });
    expect(choose).toHaveTextContent("Choose MONTHLY");
    expect(choose).toHaveAttribute("target", "_blank");
    const chat = new URL(choose.getAttribute("href")!);
    expect(chat.origin + chat.pathname).toBe("https://wa.me/919864012345");
    expect(chat.searchParams.get("text")).toContain("MONTHLY plan (₹1,500 / 1 Month)");

    const ownLink = within(await card("PT QUARTERLY")).getByRole("link", { name: /^Choose PT/ });
    expect(ownLink.firstChild?.textContent).toBe("Choose PT");
    expect(ownLink).toHaveAttribute("href", "https://pay.example.com/pt");
    const unsafe = within(await card("PT MONTHLY")).getByRole("link", { name: /^Choose PT/ });
    expect(unsafe.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919864012345\?text=.*PT%20MONTHLY/);
  });

  it("shows the festive badge on every card only while it is enabled", async () => {
    const { unmount } = renderPage([subscriptionMock()]);
    await card("STUDENT");
    expect(screen.queryByText("Bihu Special")).not.toBeInTheDocument();
    unmount();

    const festiveBadge = { enabled: true, text: "Bihu Special", color: "royal-purple" };
    renderPage([subscriptionMock({ ...subscriptionData, siteSettings: { ...subscriptionData.siteSettings, festiveBadge } })]);
    await card("STUDENT");
    const badges = screen.getAllByText("Bihu Special");
    expect(badges).toHaveLength(5);
    expect(badges[0].parentElement).toHaveClass("from-purple-800", "text-white");
  });

  it("offers facilities, WhatsApp help, a call line to read and the FAQ with the real hours", async () => {
    renderPage([subscriptionMock()]);
    await card("STUDENT");
    expect(screen.getByRole("heading", { name: "Premium Facilities" })).toBeInTheDocument();
    const help = new URL(screen.getByRole("link", { name: "WhatsApp Us" }).getAttribute("href")!);
    expect(help.searchParams.get("text")).toBe("Hi! I need help choosing the right membership plan.");
    expect(screen.getByText("Call us: +91 70020 54321").closest("a")).toBeNull();
    const faq = screen.getByRole("heading", { name: "Frequently Asked Questions" }).closest("section")!;
    expect(faq).toHaveTextContent("pause your membership for up to 3 months with advance notice");
    expect(faq).toHaveTextContent("There are no joining fees");
    expect(faq).toHaveTextContent("change your plan at any time by paying the difference");
    expect(faq).toHaveTextContent("Monday – Saturday: 5:30 AM – 9:00 PM; Sunday: Closed.");
    expect(faq).not.toHaveTextContent("5 AM to 11 PM");
  });

  it("writes an INR offer per plan as structured data", async () => {
    renderPage([subscriptionMock()]);
    await card("STUDENT");
    const script = document.querySelector('script[type="application/ld+json"]')!;
    const data = JSON.parse(script.textContent);
    expect(data.itemListElement).toHaveLength(5);
    expect(data.itemListElement[1]).toMatchObject({ "@type": "Offer", name: "MONTHLY", price: 1500, priceCurrency: "INR" });
  });

  it("says so when there are no plans, and shows an error with Try again", async () => {
    const { unmount } = renderPage([subscriptionMock({ ...subscriptionData, plans: [] })]);
    expect(await screen.findByText(/Membership plans are being updated/)).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    unmount();

    renderPage([
      { request: { query: SubscriptionPageDocument, variables: { planLimit: PAGE_SIZES.plans.max } }, error: new Error("down") },
      subscriptionMock(),
    ]);
    await userEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(await card("STUDENT")).toBeInTheDocument();
  });
});
