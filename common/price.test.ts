import { priceAmount } from "./price";

describe("priceAmount", () => {
  it.each([
    ["₹1,500", 1500],
    ["Rs. 13,000/-", 13000],
    ["₹999.50", 999.5],
    ["₹999.50 per month", 999.5],
    ["INR 1,00,000", 100000],
  ])("reads %s as %d", (text, amount) => {
    expect(priceAmount(text)).toBe(amount);
  });

  it("has no amount for text without a number", () => {
    expect(priceAmount("Ask us")).toBeNull();
    expect(priceAmount("")).toBeNull();
  });
});
