import { priceAmount } from "../../../../common/price";

interface OfferPlan {
  name: string;
  price: string;
  duration: string;
  features: string[];
}

/** schema.org offers for the plans; a plan without an amount in its price is left out. */
export function planOffersJsonLd(plans: readonly OfferPlan[], siteName: string, pageUrl: string): Record<string, unknown> {
  const offers = plans.flatMap((plan) => {
    const amount = priceAmount(plan.price);
    if (amount === null) return [];
    return [
      {
        "@type": "Offer",
        name: plan.name,
        description: [plan.duration, ...plan.features].join(" · "),
        price: amount,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: pageUrl,
        seller: { "@type": "ExerciseGym", name: siteName },
      },
    ];
  });
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${siteName} membership plans`,
    url: pageUrl,
    itemListElement: offers,
  };
}
