import { compareByPrice } from "./price";

describe("compareByPrice", () => {
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
