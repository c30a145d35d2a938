import { screen, within } from "@testing-library/react";
import { siteLayoutMock } from "../../testing/fixtures";
import { renderRoutes } from "../../testing/render-routes";
import { SiteLayout } from "./site-layout";

const renderLayout = () => renderRoutes([{ path: "/", element: <SiteLayout /> }], { mocks: [siteLayoutMock] });

describe("site footer and chat button", () => {
  it("shows the branding lines from the site settings", async () => {
    renderLayout();
    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByText("Lift heavy, stay kind.")).toBeInTheDocument();
    expect(within(footer).getByText("Trade Licence No. TL/123")).toBeInTheDocument();
    expect(within(footer).getByText("Test Barbell Club")).toBeInTheDocument();
    expect(within(footer).getByRole("img", { name: "Test Barbell Club logo" })).toHaveAttribute("src", "/images/logo-light.svg");
  });

  it("cuts the footer text at the first '|'", async () => {
    renderLayout();
    expect(await screen.findByText("© Test Barbell Club. All rights reserved.")).toBeInTheDocument();
    expect(screen.queryByText(/Built in Shillong/)).not.toBeInTheDocument();
  });

  it("lists the quick links and the legal pages", () => {
    renderLayout();
    const quick = screen.getByRole("navigation", { name: "Quick Links" });
    expect(
      within(quick)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/", "/about", "/blog", "/subscription", "/contact"]);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(within(legal).getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-conditions");
    expect(within(legal).getByRole("link", { name: "Refund Policy" })).toHaveAttribute("href", "/refund-policy");
  });

  it("credits the agency in a new tab", () => {
    renderLayout();
    const credit = screen.getByRole("link", { name: "Website by Northeast Digital" });
    expect(credit).toHaveAttribute("href", "https://northeastdigital.in");
    expect(credit).toHaveAttribute("target", "_blank");
    expect(credit.getAttribute("rel")).toContain("noopener");
  });

  it("links the chat button to the WhatsApp number with a greeting", async () => {
    renderLayout();
    const chat = await screen.findByRole("link", { name: "Chat with us on WhatsApp" });
    expect(chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919864012345\?text=Hi/);
    expect(chat).toHaveAttribute("target", "_blank");
  });
});
