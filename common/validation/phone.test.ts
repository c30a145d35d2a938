import { parseImportExpiry, parseImportTier } from "./member-import";
import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-(98765) 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("reads %s as %s", (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each(["12345", "5876543210", "+91 5876543210", "98765432101", "+0123456789", "phone", "+1 234"])("refuses %s", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("import cells", () => {
  it("reads expiry dates as YYYY-MM-DD or DD/MM/YYYY, to the end of that day in India", () => {
    const endOfDay = "2027-03-31T18:29:59.999Z";
    for (const text of ["2027-03-31", "31/03/2027", "31-03-2027", "31.3.2027"])
      expect(parseImportExpiry(text)?.toISOString()).toBe(endOfDay);
    for (const text of ["31/02/2027", "03/31/2027", "2027/03/31", "tomorrow"]) expect(parseImportExpiry(text)).toBeNull();
  });

  it("reads tiers in any case, a blank one as Basic", () => {
    expect(parseImportTier(" PREMIUM ")).toBe("premium");
    expect(parseImportTier("")).toBe("basic");
    expect(parseImportTier("gold")).toBeNull();
  });
});
