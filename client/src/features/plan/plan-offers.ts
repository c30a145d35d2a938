interface OfferPlan {
  name: string;
  price: string;
  duration: string;
  features: string[];
}

/** '₹1,500' -> 1500, 'Rs. 13,000/-' -> 13000; null when the text has no amount. */
export function priceAmount(price: string): number | null {
  const match = price.replace(/,/g, "").match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : null;
}

/** schema.org offers for the plans; a plan without an amount in its price is left out. */
export function planOffersJsonLd(plans: readonly OfferPlan[], siteName: string, pageUrl: string): Record<string, unknown> {
  const offers = plans.flatMap((plan) => {
    const amount = priceAmount(plan.price);
    if (amount === null) return [];
    return [{
      "@type": "Offer",
      name: plan.name,
      description: [plan.duration, ...plan.features].join(" · "),
      price: amount,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: pageUrl,
    }];
  });
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${siteName} membership plans`,
    url: pageUrl,
    itemListElement: offers,
  };
}
