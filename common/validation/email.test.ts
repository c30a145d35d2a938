import { signUpSchema } from "./account-schemas";
import { normalizeEmail } from "./email";
import { validateInput } from "./field-errors";
import { MESSAGES } from "./messages";

describe("normalizeEmail", () => {
  it("maps compatibility spellings to plain letters, lower-cases and trims, and keeps accents", () => {
    expect(normalizeEmail("  ｍｅｍｂｅｒ＠ＥＸＡＭＰＬＥ．ｃｏｍ\u3000")).toBe("member@example.com");
    expect(normalizeEmail("Me\u0301mber@Example.com")).toBe("mémber@example.com");
    expect(normalizeEmail("mémber@exämple.com")).not.toBe("member@example.com");
  });

  it("is stable: a normal spelling normalises to itself", () => {
    for (const email of ["ＭＩＸＥＤ@Ｅｘａｍｐｌｅ.com", "İstanbul@example.com", "ﬁt@example.com", "Straße@example.com"]) {
      expect(normalizeEmail(normalizeEmail(email))).toBe(normalizeEmail(email));
    }
  });
});

describe("the e-mail rule", () => {
  const emailProblem = (email: string) => validateInput(signUpSchema, { name: "A", email, password: "secret1" })?.email;

  it.each([
    "a@b.co?cc=evil",
    "a@b.co&bcc=evil",
    "a@b.co#x",
    "a%0d%0abcc@b.co",
    "a,b@c.co",
    "a;b@c.co",
    "<a@b.co>",
    "a@b.co﹖cc=evil",
    "a\u0085@b.co",
  ])("refuses %j, whose mailto: link could carry other headers", (email) => {
    expect(emailProblem(email)).toBe(MESSAGES.emailInvalid);
  });

  it("accepts plain, accented and full-width addresses", () => {
    for (const email of ["a.b+gym@example.co.in", "mémber@exämple.com", "ｍｅｍｂｅｒ@example.com"])
      expect(emailProblem(email)).toBeUndefined();
  });
});
