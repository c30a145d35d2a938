import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminContactInfoDocument, UpdateContactInfoDocument } from "../../../../graphql/generated";
import { renderRoutes } from "../../../../testing/render-routes";
import { ContactInfoPage } from "./contact-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const hours = days.map((day) => ({
  __typename: "OpeningHours" as const,
  day,
  opens: day === "Sunday" ? null : "06:00",
  closes: day === "Sunday" ? null : "22:00",
}));
const info = {
  __typename: "ContactInfo" as const,
  id: "1",
  phone: "+91 98640 12345",
  alternatePhone: "+91 70020 54321",
  whatsapp: "+91 98640 12345",
  email: "hello@gym.in",
  address: "Zoo Road",
  city: "Guwahati",
  instagram: "ironwarrior",
  openingHours: hours,
};
const infoMock: MockLink.MockedResponse = { request: { query: AdminContactInfoDocument }, result: { data: { contactInfo: info } } };
const renderContact = (mocks: MockLink.MockedResponse[] = []) =>
  renderRoutes([{ path: "/", element: <ContactInfoPage /> }], { mocks: [infoMock, ...mocks] });

afterEach(() => jest.clearAllMocks());

describe("ContactInfoPage", () => {
  it("requires phone, WhatsApp, address and Instagram, and a valid e-mail", async () => {
    renderContact();
    for (const label of ["Phone", "WhatsApp", "Address", "Instagram"]) await userEvent.clear(await screen.findByLabelText(label));
    const email = screen.getByLabelText("Email");
    await userEvent.clear(email);
    await userEvent.type(email, "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    for (const text of [
      "Phone is required",
      "WhatsApp is required",
      "Address is required",
      "Instagram is required",
      "Please enter a valid email address",
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("edits the opening hours per day and checks that closing is after opening", async () => {
    renderContact();
    const sunday = await screen.findByRole("checkbox", { name: "Open on Sunday" });
    expect(sunday).not.toBeChecked();
    expect(screen.getByLabelText("Sunday opens")).toBeDisabled();
    await userEvent.click(sunday);
    expect(screen.getByLabelText("Sunday opens")).toHaveValue("06:00");
    expect(screen.getByLabelText("Sunday closes")).toHaveValue("22:00");
    expect(
      within(screen.getByRole("region", { name: "Live preview" })).getByText("Monday – Sunday: 6:00 AM – 10:00 PM"),
    ).toBeInTheDocument();

    const closes = screen.getByLabelText("Monday closes");
    await userEvent.clear(closes);
    await userEvent.type(closes, "05:00");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Use 24-hour times like 06:00, with closing after opening")).toBeInTheDocument();
  });

  it("saves the alternate phone and the hours with a Success toast", async () => {
    const input = {
      phone: info.phone,
      alternatePhone: "+91 70020 99999",
      whatsapp: info.whatsapp,
      email: info.email,
      address: info.address,
      city: info.city,
      instagram: info.instagram,
      openingHours: hours.map(({ day, opens, closes }) => ({ day, opens, closes })),
    };
    const update: MockLink.MockedResponse = {
      request: { query: UpdateContactInfoDocument, variables: { input } },
      result: { data: { updateContactInfo: { ...info, alternatePhone: input.alternatePhone } } },
    };
    renderContact([update]);
    const alternate = await screen.findByLabelText("Alternate Phone (optional)");
    await userEvent.clear(alternate);
    await userEvent.type(alternate, "+91 70020 99999");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Contact info updated successfully" }));
    expect(await within(screen.getByRole("region", { name: "Current values" })).findByText("+91 70020 99999")).toBeInTheDocument();
  });
});
