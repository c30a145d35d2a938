import { loginPathReturningTo, safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeReturnPath("/admin/hero?x=1#top")).toBe("/admin/hero?x=1#top");
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "admin", "", null, "/login?next=/x"])(
    "refuses %p",
    (raw) => {
      expect(safeReturnPath(raw)).toBeNull();
    },
  );
});

describe("loginPathReturningTo", () => {
  it("encodes the return path into the sign-in link", () => {
    expect(loginPathReturningTo("/admin/blogs?new=1")).toBe("/login?next=%2Fadmin%2Fblogs%3Fnew%3D1");
  });

  it("drops an unsafe return path", () => {
    expect(loginPathReturningTo("//evil.example")).toBe("/login");
  });
});
