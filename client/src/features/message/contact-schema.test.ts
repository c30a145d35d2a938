import { CONTACT_LIMITS, contactMessageSchema, tooLong } from "../../../../common/validation";
import { emptyContactValues, toContactInput } from "./contact-schema";

describe("contact schema", () => {
  it("uses the shared limits and messages", async () => {
    const values = { ...emptyContactValues, firstName: "x".repeat(CONTACT_LIMITS.firstNameMax + 1) };
    await expect(contactMessageSchema.validateAt("firstName", values)).rejects.toThrow(tooLong("First name", CONTACT_LIMITS.firstNameMax));
    await expect(contactMessageSchema.validateAt("phone", emptyContactValues)).resolves.toBe("");
  });

  it("trims the input and sends a phone only when one is given", () => {
    const values = { firstName: " Asha ", lastName: "Das", email: " a@b.co ", phone: "  ", subject: "Hi", message: " Hello\n" };
    expect(toContactInput(values)).toEqual({ firstName: "Asha", lastName: "Das", email: "a@b.co", subject: "Hi", message: "Hello" });
    expect(toContactInput({ ...values, phone: " +91 98640 12345 " }).phone).toBe("+91 98640 12345");
  });
});
