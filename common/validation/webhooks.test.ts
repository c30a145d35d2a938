import { isWebhookUrl, WEBHOOK_MESSAGES, WEBHOOK_RETRY_SCHEDULE_MS, webhookEndpointSchema } from "./webhooks";

describe("webhook endpoints", () => {
  it.each(["https://crm.example.com/hooks", "http://203.0.113.9:8080/x?y=1", "https://[2606:4700::1]/h"])("accepts %s", (url) => {
    expect(isWebhookUrl(url)).toBe(true);
  });

  it.each(["ftp://crm.example.com/x", "javascript:alert(1)", "crm.example.com/hooks", "https://user:pass@crm.example.com/x", "https://"])(
    "refuses %s",
    (url) => {
      expect(isWebhookUrl(url)).toBe(false);
    },
  );

  it("needs at least one known event", () => {
    const valid = { url: "https://crm.example.com/h", events: ["member.signed_up"] };
    expect(webhookEndpointSchema.isValidSync(valid)).toBe(true);
    expect(() => webhookEndpointSchema.validateSync({ ...valid, events: [] })).toThrow(WEBHOOK_MESSAGES.eventsRequired);
    expect(() => webhookEndpointSchema.validateSync({ ...valid, events: ["post.deleted"] })).toThrow(WEBHOOK_MESSAGES.eventUnknown);
  });

  it("retries on the Standard Webhooks schedule, about a day in all", () => {
    expect(WEBHOOK_RETRY_SCHEDULE_MS.map((ms) => ms / 1000)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
  });
});
