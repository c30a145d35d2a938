import { hasPhoneDigits, instagramUrl, mailtoUrl, planChatUrl, planEnquiryMessage, shareUrl, telUrl, whatsappChatUrl } from "./links";

describe("whatsappChatUrl", () => {
  it("keeps only the digits of the number", () => {
    expect(whatsappChatUrl("+91 98640-12345")).toBe("https://wa.me/919864012345");
  });

  it("adds the prefilled message, encoded", () => {
    expect(whatsappChatUrl("+91 98640 12345", "Hi! Plan: PT & diet?")).toBe(
      "https://wa.me/919864012345?text=Hi!%20Plan%3A%20PT%20%26%20diet%3F",
    );
  });
});

describe("telUrl", () => {
  it("keeps the leading plus and the digits", () => {
    expect(telUrl("+91 70020 54321")).toBe("tel:+917002054321");
    expect(telUrl("0361 245 6789")).toBe("tel:03612456789");
  });
});

describe("instagramUrl", () => {
  it("opens the profile of the handle, with or without @", () => {
    expect(instagramUrl("ironwarriorfitness.ghy")).toBe("https://www.instagram.com/ironwarriorfitness.ghy/");
    expect(instagramUrl(" @gym_ghy ")).toBe("https://www.instagram.com/gym_ghy/");
  });
});

describe("shareUrl", () => {
  const page = "https://gym.example/blog/3?utm=x";

  it("builds the Facebook, Twitter and LinkedIn share pages for the address", () => {
    expect(shareUrl("facebook", page)).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fgym.example%2Fblog%2F3%3Futm%3Dx");
    expect(shareUrl("linkedin", page)).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fgym.example%2Fblog%2F3%3Futm%3Dx",
    );
  });

  it("gives Twitter the title too", () => {
    expect(shareUrl("twitter", "https://gym.example/blog/3", "Bench & more")).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fgym.example%2Fblog%2F3&text=Bench%20%26%20more",
    );
  });
});

describe("mailtoUrl and hasPhoneDigits", () => {
  it("writes a mailto link and spots numbers without digits", () => {
    expect(mailtoUrl(" hello@gym.in ")).toBe("mailto:hello@gym.in");
    expect(hasPhoneDigits("+91 98640")).toBe(true);
    expect(hasPhoneDigits(" - ")).toBe(false);
    expect(hasPhoneDigits(null)).toBe(false);
  });
});

describe("plan chat link", () => {
  it("names the plan and its price, leaving out what is empty", () => {
    expect(planEnquiryMessage({ name: " YEARLY ", price: "₹13,000", duration: "12 Months" })).toBe(
      "Hi! I'm interested in the YEARLY plan (₹13,000 / 12 Months). Please share the details.",
    );
    expect(planEnquiryMessage({ name: "TRIAL", price: "", duration: "" })).toBe(
      "Hi! I'm interested in the TRIAL plan. Please share the details.",
    );
  });

  it("chats with the number given now about the price given now, or gives nothing without a number", () => {
    const link = planChatUrl("+91 98640 12345", { name: "MONTHLY", price: "₹1,500", duration: "1 Month" });
    expect(link).toMatch(/^https:\/\/wa\.me\/919864012345\?text=/);
    expect(decodeURIComponent(link!.split("text=")[1])).toContain("MONTHLY plan (₹1,500 / 1 Month)");
    expect(planChatUrl(" - ", { name: "MONTHLY", price: "₹1,500", duration: "1 Month" })).toBeUndefined();
  });
});
