import { compareByPrice, priceAmount } from "./price";

describe("priceAmount", () => {
  it.each([
    ["₹1,500", 1500],
    ["Rs. 13,000/-", 13000],
    ["₹999.50 per month", 999.5],
    ["INR 1,00,000", 100000],
    ["Call us", Number.POSITIVE_INFINITY],
    ["", Number.POSITIVE_INFINITY],
  ])("reads %s as %s", (text, amount) => {
    expect(priceAmount(text)).toBe(amount);
  });

  it("sorts by amount, then name, with unpriced plans last", () => {
    const plans = [
      { name: "B", price: "₹2,000" },
      { name: "Z", price: "Ask" },
      { name: "A", price: "₹2,000" },
      { name: "C", price: "₹500" },
      { name: "Y", price: "Ask" },
    ];
    expect([...plans].sort(compareByPrice).map((p) => p.name)).toEqual(["C", "A", "B", "Y", "Z"]);
  });
});
