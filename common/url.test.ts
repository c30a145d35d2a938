import { isSafeUrl, safeUrl } from "./url";

describe("isSafeUrl", () => {
  it("accepts http(s) addresses and paths on this site", () => {
    expect(isSafeUrl("https://cdn.example.com/a.jpg")).toBe(true);
    expect(isSafeUrl("http://example.com")).toBe(true);
    expect(isSafeUrl("/images/hero.jpg")).toBe(true);
  });

  it("refuses script, data, protocol-relative and malformed URLs", () => {
    expect(isSafeUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeUrl("data:image/png;base64,AAAA")).toBe(false);
    expect(isSafeUrl("//evil.example.com/x.js")).toBe(false);
    expect(isSafeUrl("/a\\b")).toBe(false);
    expect(isSafeUrl("https://")).toBe(false);
  });
});

describe("safeUrl", () => {
  it("passes safe URLs through, trimmed", () => {
    expect(safeUrl(" /images/hero.jpg ")).toBe("/images/hero.jpg");
    expect(safeUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
  });

  it("drops unsafe and empty values", () => {
    expect(safeUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeUrl("  ")).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
  });
});
