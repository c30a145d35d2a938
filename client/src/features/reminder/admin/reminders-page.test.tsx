import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { DEFAULT_REMINDER_RULES, REMINDER_MESSAGES } from "../../../../../common/validation";
import { AdminReminderRulesDocument, ReminderPreviewDocument, UpdateReminderRuleDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { RemindersPage } from "./reminders-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const rules = DEFAULT_REMINDER_RULES.map((rule) => ({
  __typename: "ReminderRule" as const,
  ...rule,
  enabled: true,
  updatedAt: "2026-11-01T00:00:00.000Z",
}));
const rulesMock: MockLink.MockedResponse = {
  request: { query: AdminReminderRulesDocument },
  result: { data: { reminderRules: rules } },
  maxUsageCount: 5,
};
const previewMock = (kind: string, subject: string, body: string, days: number, text: string): MockLink.MockedResponse => ({
  request: { query: ReminderPreviewDocument, variables: { kind, subject, body, days } },
  result: {
    data: { reminderPreview: { __typename: "ReminderPreview", to: "priya@example.com", subject: `Rendered ${kind}`, text, html: "" } },
  },
  maxUsageCount: 5,
});
const defaultPreviews = rules.map((rule) => previewMock(rule.kind, rule.subject, rule.body, rule.days, `Hi Priya Sharma, ${rule.kind}`));

afterEach(() => jest.clearAllMocks());

describe("RemindersPage", () => {
  it("shows a form per kind with the server's rendered preview", async () => {
    renderRoutes([{ path: "/", element: <RemindersPage /> }], { mocks: [rulesMock, ...defaultPreviews] });
    expect(await screen.findByRole("heading", { name: /First reminder/ })).toBeInTheDocument();
    expect(screen.getAllByRole("region")).toHaveLength(4);
    expect(await screen.findByText("Hi Priya Sharma, before_30")).toBeInTheDocument();
    // Each kind's preview is its own request; the last may arrive after the first.
    expect(await screen.findByText("Rendered win_back")).toBeInTheDocument();
  });

  it("saves a rule and shows the server's field messages when it refuses", async () => {
    const first = rules[0];
    const refused: MockLink.MockedResponse = {
      request: {
        query: UpdateReminderRuleDocument,
        variables: { kind: "before_30", input: { days: 400, subject: first.subject, body: first.body, enabled: true } },
      },
      result: {
        errors: [
          { message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields: { days: REMINDER_MESSAGES.daysRange } } },
        ] as never,
      },
    };
    const saved: MockLink.MockedResponse = {
      request: {
        query: UpdateReminderRuleDocument,
        variables: { kind: "before_30", input: { days: 25, subject: first.subject, body: first.body, enabled: false } },
      },
      result: { data: { updateReminderRule: { ...first, days: 25, enabled: false } } },
    };
    renderRoutes([{ path: "/", element: <RemindersPage /> }], {
      mocks: [
        rulesMock,
        ...defaultPreviews,
        refused,
        saved,
        previewMock("before_30", first.subject, first.body, 400, "x"),
        previewMock("before_30", first.subject, first.body, 25, "y"),
      ],
    });
    const section = (await screen.findByRole("heading", { name: /First reminder/ })).closest("section")!;
    const days = within(section).getByRole("spinbutton");
    await userEvent.clear(days);
    await userEvent.type(days, "400");
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    expect(await within(section).findByText(REMINDER_MESSAGES.daysRange)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalled();

    await userEvent.clear(days);
    await userEvent.type(days, "25");
    await userEvent.click(within(section).getByRole("checkbox", { name: "Enabled" }));
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: REMINDER_MESSAGES.saved }));
  });
});
