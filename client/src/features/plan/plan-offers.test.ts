import { planOffersJsonLd, priceAmount } from "./plan-offers";

describe("priceAmount", () => {
  it("reads the amount from free-text prices", () => {
    expect(priceAmount("₹1,500")).toBe(1500);
    expect(priceAmount("Rs. 13,000/-")).toBe(13000);
    expect(priceAmount("₹999.50")).toBe(999.5);
    expect(priceAmount("Ask us")).toBeNull();
  });
});

describe("planOffersJsonLd", () => {
  it("writes one INR offer per priced plan, with a numeric price", () => {
    const data = planOffersJsonLd(
      [
        { name: "MONTHLY", price: "₹1,500", duration: "1 Month", features: ["Full gym access"] },
        { name: "TRIAL", price: "Free on request", duration: "1 Day", features: [] },
        { name: "YEARLY", price: "₹13,000", duration: "12 Months", features: [] },
      ],
      "Test Barbell Club",
      "https://gym.example/subscription",
    );
    expect(data["@type"]).toBe("OfferCatalog");
    expect(data.itemListElement).toEqual([
      expect.objectContaining({ "@type": "Offer", name: "MONTHLY", price: 1500, priceCurrency: "INR" }),
      expect.objectContaining({ "@type": "Offer", name: "YEARLY", price: 13000, priceCurrency: "INR" }),
    ]);
  });
});
