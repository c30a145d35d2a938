import { signUpFormSchema } from "./account-forms";
import {
  createUserSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
  updateMeSchema,
  updateUserSchema,
  upgradeUserSchema,
} from "./account-schemas";
import { validateInput } from "./field-errors";
import { MESSAGES } from "./messages";
import { POLICY_VERSION_MESSAGES } from "./policy-versions";

const signUp = { name: "Asha", email: "asha@example.com", password: "secret-plan", acceptPolicies: true };

describe("account schemas", () => {
  it("pass a valid sign-up", () => {
    expect(validateInput(signUpSchema, signUp)).toBeUndefined();
  });

  it("report the spec's messages, one per field, in the form's order", () => {
    expect(validateInput(signUpSchema, { name: "  ", email: "nope", password: "12345", acceptPolicies: true })).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters long",
    });
    expect(Object.keys(validateInput(signUpSchema, { name: "", email: "", password: "" })!)).toEqual([
      "name",
      "email",
      "password",
      "acceptPolicies",
    ]);
  });

  it("refuse a sign-up without the Terms and Privacy Policy accepted", () => {
    for (const acceptPolicies of [undefined, null, false]) {
      expect(validateInput(signUpSchema, { ...signUp, acceptPolicies })).toEqual({
        acceptPolicies: POLICY_VERSION_MESSAGES.acceptPoliciesRequired,
      });
    }
  });

  it("hold the limits at the boundary", () => {
    expect(validateInput(signUpSchema, { ...signUp, name: "n".repeat(100), password: "p".repeat(128) })).toBeUndefined();
    expect(validateInput(signUpSchema, { ...signUp, name: "n".repeat(101), password: "p".repeat(129) })).toEqual({
      name: "Name must be at most 100 characters",
      password: "Password must be at most 128 characters long",
    });
    expect(validateInput(signUpSchema, { ...signUp, email: `${"e".repeat(250)}@x.io` })).toEqual({
      email: "Email must be at most 254 characters",
    });
  });

  it("refuse a common password wherever a new one is set, in any letter case", () => {
    const tooCommon = { password: MESSAGES.passwordTooCommon };
    expect(validateInput(signUpSchema, { ...signUp, password: "password1" })).toEqual(tooCommon);
    expect(validateInput(signUpSchema, { ...signUp, password: "QWERTYUIOP" })).toEqual(tooCommon);
    expect(validateInput(newPasswordSchema, { password: "iloveyou" })).toEqual(tooCommon);
    expect(validateInput(createUserSchema, { ...signUp, password: "football" })).toEqual(tooCommon);
    expect(validateInput(updateUserSchema, { password: "Sunshine" })).toEqual(tooCommon);
    expect(validateInput(updateMeSchema, { newPassword: "123456789", currentPassword: "old-one" })).toEqual({
      newPassword: MESSAGES.passwordTooCommon,
    });
  });

  it("keep the minimum of 6 and let an uncommon short password through", () => {
    expect(validateInput(signUpSchema, { ...signUp, password: "12345" })).toEqual({ password: MESSAGES.passwordTooShort });
    expect(validateInput(signUpSchema, { ...signUp, password: "gx7qpz" })).toBeUndefined();
    expect(validateInput(signUpSchema, { ...signUp, password: "correct-horse" })).toBeUndefined();
  });

  it("check only presence and size of a sign-in password", () => {
    expect(validateInput(signInSchema, { email: "a@b.co", password: "password1" })).toBeUndefined();
    expect(validateInput(signInSchema, { email: "a@b.co", password: "1" })).toBeUndefined();
    expect(validateInput(signInSchema, { email: "a@b.co", password: "" })).toEqual({ password: "Password is required" });
  });

  it("ask sign-up forms for the same password twice", () => {
    expect(validateInput(signUpFormSchema, { ...signUp, confirmPassword: "secret-plaN" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("treat left-out fields of an update as unchanged, and check given ones", () => {
    expect(validateInput(updateMeSchema, {})).toBeUndefined();
    expect(validateInput(updateMeSchema, { name: " " })).toEqual({ name: "Name is required" });
    expect(validateInput(updateMeSchema, { newPassword: "longenough" })).toEqual({
      currentPassword: "Enter your current password to set a new one",
    });
    expect(validateInput(updateUserSchema, { password: "", email: null })).toBeUndefined();
    expect(validateInput(updateUserSchema, { expirationDate: "2026-02-30", referralScore: 1_000_001 })).toEqual({
      referralScore: "Referral score must be a whole number from 0 to 1000000",
      expirationDate: "Expiry date must be a valid date (YYYY-MM-DD)",
    });
  });

  it("accept expiry dates from 2000-01-01 to 2100-12-31 only", () => {
    for (const expirationDate of ["2000-01-01", "2100-12-31", "2100-12-31T18:29:59.999Z"]) {
      expect(validateInput(upgradeUserSchema, { membershipTier: "premium", expirationDate, reason: "Paid at the desk" })).toBeUndefined();
    }
    for (const expirationDate of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31", "2100-12-31T18:30:00.000Z"]) {
      expect(validateInput(updateUserSchema, { expirationDate })).toEqual({
        expirationDate: "Expiry date must be between 2000-01-01 and 2100-12-31",
      });
    }
  });

  it("require a tier to upgrade", () => {
    expect(validateInput(upgradeUserSchema, { membershipTier: null, reason: "Paid at the desk" })).toEqual({
      membershipTier: "Please select a membership tier",
    });
    expect(
      validateInput(upgradeUserSchema, { membershipTier: "premium", expirationDate: "2027-01-31", reason: "Paid at the desk" }),
    ).toBeUndefined();
  });
});
