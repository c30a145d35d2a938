import { planOffersJsonLd } from "./plan-offers";

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
      expect.objectContaining({
        "@type": "Offer",
        name: "MONTHLY",
        price: 1500,
        priceCurrency: "INR",
        seller: { "@type": "ExerciseGym", name: "Test Barbell Club" },
      }),
      expect.objectContaining({ "@type": "Offer", name: "YEARLY", price: 13000, priceCurrency: "INR" }),
    ]);
  });
});
