import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { CONTACT_MESSAGES, MESSAGES } from "../../../../../common/validation";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { SubscribeToNewsletterDocument } from "../../../graphql/generated";
import { SUBSCRIBED, subscribeMock } from "../testing/blog-fixtures";
import { SubscribeBox } from "./subscribe-box";

const renderBox = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <SubscribeBox />
    </MockedProvider>,
  );

const field = () => screen.getByLabelText("Email address");

beforeEach(() => {
  // jsdom has no layout, so no scrollIntoView; the confirmation calls it.
  Element.prototype.scrollIntoView = jest.fn();
});

describe("SubscribeBox", () => {
  it("checks the address before sending", async () => {
    renderBox([]);
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await userEvent.type(field(), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAttribute("type", "email");
    expect(field()).toHaveAttribute("maxlength", "254");
  });

  it("replaces the box with the server's confirmation, focused, the same for a repeat", async () => {
    expect(SUBSCRIBED).toBe(CONTACT_MESSAGES.subscribed);
    renderBox([subscribeMock("asha@example.com"), subscribeMock("asha@example.com")]);
    await userEvent.type(field(), "  asha@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SUBSCRIBED);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.queryByLabelText("Email address")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Subscribe another address" }));
    expect(field()).toHaveValue("");
    expect(field()).toHaveFocus();
    await userEvent.type(field(), "asha@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SUBSCRIBED);
  });

  it("shows the server's field error beside the field and keeps the text", async () => {
    const rejected: MockLink.MockedResponse = {
      request: { query: SubscribeToNewsletterDocument, variables: { email: "a@b.co" } },
      result: {
        errors: [new GraphQLError("Nope", { extensions: { code: "BAD_USER_INPUT", fields: { email: "That domain does not take mail" } } })],
      },
    };
    renderBox([rejected]);
    await userEvent.type(field(), "a@b.co");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("That domain does not take mail")).toBeInTheDocument();
    expect(field()).toHaveValue("a@b.co");
  });

  it("explains a rate limit", async () => {
    const limited: MockLink.MockedResponse = {
      request: { query: SubscribeToNewsletterDocument, variables: { email: "a@b.co" } },
      result: { errors: [new GraphQLError(MESSAGES.tooManyAttempts, { extensions: { code: "TOO_MANY_REQUESTS" } })] },
    };
    renderBox([limited]);
    await userEvent.type(field(), "a@b.co");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
  });
});
