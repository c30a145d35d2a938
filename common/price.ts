/**
 * The amount in a free-text price: '₹1,500' -> 1500, 'Rs. 13,000/-' -> 13000, '₹999.50' -> 999.5;
 * null when the text has no number ('Ask us').
 */
export function priceAmount(price: string): number | null {
  const match = price.replace(/,/g, "").match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : null;
}
