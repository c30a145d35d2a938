import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MyMailPreferencesDocument, UpdateMailPreferencesDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { MailPreferencesCard } from "./mail-preferences-card";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const prefs = (renewalReminders: boolean, newsletter: boolean) => ({
  myMailPreferences: { __typename: "MailPreferences" as const, renewalReminders, newsletter },
});

describe("MailPreferencesCard", () => {
  it("turns renewal reminders off, and waits for the newsletter's mailed confirmation", async () => {
    renderRoutes([{ path: "/", element: <MailPreferencesCard /> }], {
      mocks: [
        { request: { query: MyMailPreferencesDocument }, result: { data: prefs(true, false) } },
        {
          request: { query: UpdateMailPreferencesDocument, variables: { renewalReminders: false, newsletter: false } },
          result: { data: { updateMailPreferences: prefs(false, false).myMailPreferences } },
        },
        {
          request: { query: UpdateMailPreferencesDocument, variables: { renewalReminders: false, newsletter: true } },
          result: { data: { updateMailPreferences: prefs(false, false).myMailPreferences } },
        },
      ],
    });
    const reminders = await screen.findByRole("checkbox", { name: "Membership renewal reminders" });
    expect(reminders).toBeChecked();
    await userEvent.click(reminders);
    await waitFor(() => expect(reminders).not.toBeChecked());
    const newsletter = screen.getByRole("checkbox", { name: /Newsletter/ });
    await waitFor(() => expect(newsletter).toBeEnabled());
    await userEvent.click(newsletter);
    expect(await screen.findByText("Waiting for your confirmation by e-mail.")).toBeInTheDocument();
  });
});
