import { planEnquiryMessage, planWhatsappLink } from "./plan-whatsapp";

describe("plan WhatsApp link", () => {
  it("names the plan and its price", () => {
    expect(planEnquiryMessage({ name: "YEARLY", price: "₹13,000", duration: "12 Months" })).toBe(
      "Hi! I'm interested in the YEARLY plan (₹13,000 / 12 Months). Please share the details.",
    );
    expect(planEnquiryMessage({ name: "TRIAL", price: "", duration: "" })).toBe(
      "Hi! I'm interested in the TRIAL plan. Please share the details.",
    );
  });

  it("builds a wa.me link from the digits of the number", () => {
    const link = planWhatsappLink("+91 98640 12345", { name: "MONTHLY", price: "₹1,500", duration: "1 Month" });
    expect(link).toMatch(/^https:\/\/wa\.me\/919864012345\?text=/);
    expect(decodeURIComponent(link!.split("text=")[1])).toContain("MONTHLY plan (₹1,500 / 1 Month)");
  });

  it("gives nothing without a number", () => {
    expect(planWhatsappLink("", { name: "MONTHLY", price: "₹1,500", duration: "1 Month" })).toBeUndefined();
  });
});
