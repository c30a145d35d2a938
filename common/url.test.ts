import { isSafeLinkUrl, isSafeUrl, safeUrl } from "./url";

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

describe("isSafeLinkUrl", () => {
  it("accepts web, e-mail, phone and site addresses", () => {
    for (const url of ["https://example.com/a", "mailto:desk@gym.in", "tel:+919876543210", "/blog/3"])
      expect(isSafeLinkUrl(url)).toBe(true);
  });

  it("refuses script, data, protocol-relative and empty addresses", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example.com", "mailto:", "example.com"])
      expect(isSafeLinkUrl(url)).toBe(false);
  });
});
