/**
 * The amount in a free-text price: '₹1,500' -> 1500, 'Rs. 13,000/-' -> 13000, '₹999.50' -> 999.5.
 * Text without a number sorts after every priced plan.
 */
export function priceAmount(price: string): number {
  const match = price.replace(/,/g, "").match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

export function compareByPrice(a: { price: string; name: string }, b: { price: string; name: string }): number {
  const difference = priceAmount(a.price) - priceAmount(b.price);
  if (difference !== 0 && !Number.isNaN(difference)) return difference;
  return a.name.localeCompare(b.name, "en");
}
