import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactPageDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { contactData, contactPageMock } from "../testing/contact-fixtures";
import { ContactPage } from "./contact-page";

const renderPage = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/contact", element: <ContactPage /> }], { path: "/contact", mocks: [seoDefaultsMock, ...mocks] });

const details = () => within(screen.getByRole("region", { name: "Contact Details" }));

describe("ContactPage", () => {
  it("shows a loading state, then the contact details", async () => {
    renderPage([contactPageMock()]);
    expect(details().getByRole("status")).toHaveTextContent("Loading...");
    // Numbers are written with non-breaking spaces (\s matches them), so they never wrap mid-number.
    expect(await details().findByRole("link", { name: /^\+91\s98640\s12345$/ })).toHaveAttribute("href", "tel:+919864012345");
    const alternate = details().getByRole("link", { name: /^\+91\s70020\s54321$/ });
    expect(alternate).toHaveAttribute("href", "tel:+917002054321");
    expect(alternate.parentElement).toHaveTextContent("(alternate)");
    expect(details().getByRole("link", { name: /^\+91\s98640\s99999$/ })).toHaveAttribute("href", "https://wa.me/919864099999");
    expect(details().getByRole("link", { name: "hello@barbell.test" })).toHaveAttribute("href", "mailto:hello@barbell.test");
    expect(details().getByText("2nd Floor, Police Bazar, Shillong 793001")).toBeInTheDocument();
    expect(details().getByRole("link", { name: "@barbell.shg" })).toHaveAttribute("target", "_blank");
  });

  it("collapses the opening hours into lines", async () => {
    renderPage([contactPageMock()]);
    const hours = await screen.findByRole("region", { name: "Opening Hours" });
    expect(
      within(hours)
        .getAllByRole("listitem")
        .map((line) => line.textContent),
    ).toEqual(["Monday – Saturday:6:00 AM – 10:00 PM", "Sunday:Closed"]);
  });

  it("offers Call Now, WhatsApp with a prefilled request, and Follow Us in a new tab", async () => {
    renderPage([contactPageMock()]);
    const call = await screen.findByRole("link", { name: "Call Now" });
    expect(call).toHaveAttribute("href", "tel:+919864012345");
    expect(call).not.toHaveAttribute("target");
    const whatsapp = screen.getByRole("link", { name: "WhatsApp" });
    const chat = new URL(whatsapp.getAttribute("href")!);
    expect(chat.origin + chat.pathname).toBe("https://wa.me/919864099999");
    expect(chat.searchParams.get("text")).toMatch(/more information/);
    expect(whatsapp).toHaveAttribute("target", "_blank");
    const follow = screen.getByRole("link", { name: "Follow Us" });
    expect(follow.getAttribute("href")).toMatch(/^https:\/\/(www\.)?instagram\.com\/barbell\.shg\/?$/);
    expect(follow).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("leaves out what is not set", async () => {
    renderPage([contactPageMock({ contactInfo: { ...contactData.contactInfo, alternatePhone: null, instagram: "" } })]);
    await details().findByRole("link", { name: /^\+91\s98640\s12345$/ });
    expect(screen.queryByText(/alternate/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Follow Us" })).not.toBeInTheDocument();
  });

  it("shows an error with Try again, and the form still works", async () => {
    renderPage([{ request: { query: ContactPageDocument }, error: new Error("down") }, contactPageMock()]);
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Call Now" })).toBeInTheDocument();
  });
});
