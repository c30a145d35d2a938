import { priceAmount } from "../../../../common/price";

/** Plans by the amount in their price text, then name; text without a number sorts after every priced plan. */
export function compareByPrice(a: { price: string; name: string }, b: { price: string; name: string }): number {
  const amount = (price: string) => priceAmount(price) ?? Number.POSITIVE_INFINITY;
  const difference = amount(a.price) - amount(b.price);
  if (difference !== 0 && !Number.isNaN(difference)) return difference;
  return a.name.localeCompare(b.name, "en");
}
