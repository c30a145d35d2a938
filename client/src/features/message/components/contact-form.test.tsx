import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { CONTACT_LIMITS, CONTACT_MESSAGES, MESSAGES } from "../../../../../common/validation";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { SendContactMessageDocument, type SendContactMessageMutation } from "../../../graphql/generated";
import { ContactForm } from "./contact-form";

const input = {
  firstName: "Asha",
  lastName: "Das",
  email: "asha@example.com",
  subject: "Personal training",
  message: "Do you have evening PT slots?\nThanks!",
};

const sentMock: MockLink.MockedResponse<SendContactMessageMutation> = {
  request: { query: SendContactMessageDocument, variables: { input } },
  result: { data: { sendContactMessage: { success: true, message: CONTACT_MESSAGES.sent } } },
};

const renderForm = (mocks: MockLink.MockedResponse[] = []) =>
  render(
    <MockedProvider mocks={mocks}>
      <ContactForm />
    </MockedProvider>,
  );

async function fillIn(values: Partial<typeof input & { phone: string }> = input) {
  const user = userEvent.setup();
  const labels: Record<string, string> = {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone (optional)",
    subject: "Subject",
    message: "Message",
  };
  for (const [name, value] of Object.entries(values)) await user.type(screen.getByLabelText(labels[name]), value);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

beforeEach(() => {
  // jsdom has no layout, so no scrollIntoView; the form's success state calls it.
  Element.prototype.scrollIntoView = jest.fn();
});

describe("ContactForm", () => {
  it("has the spec's fields with browser-level rules from the shared limits", () => {
    renderForm();
    for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText("Phone (optional)")).not.toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("First Name")).toHaveAttribute("maxlength", String(CONTACT_LIMITS.firstNameMax));
    expect(screen.getByLabelText("Subject")).toHaveAttribute("maxlength", String(CONTACT_LIMITS.subjectMax));
    const message = screen.getByLabelText("Message");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "5");
    expect(message).toHaveAttribute("maxlength", String(CONTACT_LIMITS.messageMax));
  });

  it("shows the shared messages for missing and invalid fields", async () => {
    renderForm();
    await fillIn({ email: "nope", phone: "12" });
    expect(await screen.findByText(CONTACT_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument();
  });

  it("replaces the form with the thank-you text, focused, and brings back an empty form on request", async () => {
    renderForm([sentMock]);
    await fillIn();
    const thanks = await screen.findByRole("status");
    expect(thanks).toHaveTextContent("Thank you for your message! We will get back to you soon.");
    expect(thanks).toHaveFocus();
    expect(thanks.scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByLabelText("First Name")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(screen.getByLabelText("First Name")).toHaveValue("");
    expect(screen.getByLabelText("First Name")).toHaveFocus();
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("names its group of fields", () => {
    renderForm();
    expect(screen.getByRole("group", { name: "Your message" })).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's field errors beside the fields", async () => {
    const rejected: MockLink.MockedResponse = {
      request: { query: SendContactMessageDocument, variables: { input } },
      result: {
        errors: [new GraphQLError("Invalid", { extensions: { code: "BAD_USER_INPUT", fields: { subject: "Subject looks like spam" } } })],
      },
    };
    renderForm([rejected]);
    await fillIn();
    expect(await screen.findByText("Subject looks like spam")).toBeInTheDocument();
    expect(screen.getByLabelText("Subject")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("First Name")).toHaveValue("Asha");
    expect(screen.getByLabelText("Message")).toHaveValue(input.message);
  });

  it("explains a rate limit or a network failure and keeps the text", async () => {
    const limited: MockLink.MockedResponse = {
      request: { query: SendContactMessageDocument, variables: { input } },
      result: { errors: [new GraphQLError(MESSAGES.tooManyAttempts, { extensions: { code: "TOO_MANY_REQUESTS" } })] },
    };
    const down: MockLink.MockedResponse = {
      request: { query: SendContactMessageDocument, variables: { input } },
      error: new Error("offline"),
    };
    renderForm([limited, down]);
    await fillIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.com");
  });
});
