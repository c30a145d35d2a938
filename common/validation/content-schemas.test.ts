import { CONTENT_MESSAGES } from "./content-limits";
import { blogPostSchema, contactMessageSchema, festiveBadgeSchema, planSchema } from "./content-schemas";
import { LIMITS } from "./limits";
import { MESSAGES } from "./messages";
import { validateInput } from "./field-errors";
import { contactInfoSchema, heroFormSchema, heroSchema } from "./site-content-schemas";

const plan = { name: "Gold", price: "₹1,500", duration: "1 month", features: ["Sauna"], buttonLink: null };
const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

describe("content schemas", () => {
  it("let a plan list up to 30 features and drop empty rows from the count", () => {
    expect(validateInput(planSchema, { ...plan, features: [...Array(30).fill("x"), "", " "] })).toBeUndefined();
    expect(validateInput(planSchema, { ...plan, features: Array(31).fill("y".repeat(201)) })).toEqual({
      features: CONTENT_MESSAGES.tooManyFeatures,
    });
    expect(validateInput(planSchema, { ...plan, features: ["y".repeat(201)] })).toEqual({
      features: "Each feature must be at most 200 characters",
    });
  });

  it("refuse a post body nested deeper than the markdown renderer allows, as for policies", () => {
    const post = { title: "T", excerpt: "E", image: "/a.jpg", author: "A" };
    expect(validateInput(blogPostSchema, { ...post, content: `${"> ".repeat(LIMITS.markdownNestingMax)}Deep` })).toBeUndefined();
    expect(validateInput(blogPostSchema, { ...post, content: `${"> ".repeat(LIMITS.markdownNestingMax + 1)}Deep` })).toEqual({
      content: MESSAGES.markdownTooDeep,
    });
  });

  it("refuse unsafe links with the shared message", () => {
    expect(validateInput(planSchema, { ...plan, buttonLink: "javascript:alert(1)" })).toEqual({
      buttonLink: CONTENT_MESSAGES.urlInvalid,
    });
    expect(validateInput(planSchema, { ...plan, buttonLink: "/contact" })).toBeUndefined();
  });

  it("check a contact message's phone only when one is given", () => {
    const message = { firstName: "A", lastName: "B", email: "a@b.co", subject: "Hi", message: "Hello" };
    expect(validateInput(contactMessageSchema, message)).toBeUndefined();
    expect(validateInput(contactMessageSchema, { ...message, phone: "12-34" })).toEqual({ phone: "Please enter a valid phone number" });
    expect(validateInput(contactMessageSchema, { ...message, phone: "1".repeat(21) })).toEqual({
      phone: "Phone must be at most 20 characters",
    });
  });

  it("keep the previous value of a single-record field left empty, but require it in the form", () => {
    expect(validateInput(heroSchema, { title: "", subtitle: null })).toBeUndefined();
    expect(validateInput(heroFormSchema, { title: "", subtitle: "s", image: "/a.jpg" })).toEqual({ title: "Title is required" });
    expect(validateInput(heroSchema, { title: "t".repeat(201) })).toEqual({ title: "Title must be at most 200 characters" });
  });

  it("name the first wrong day of the opening hours", () => {
    const hours = week.map((day) => ({ day, opens: "06:00", closes: "22:00" }));
    expect(validateInput(contactInfoSchema, { openingHours: hours })).toBeUndefined();
    hours[2] = { day: "Wednesday", opens: "22:00", closes: "06:00" };
    expect(validateInput(contactInfoSchema, { openingHours: hours })).toEqual({
      openingHours: `Wednesday: ${CONTENT_MESSAGES.timeInvalid}`,
    });
    expect(validateInput(contactInfoSchema, { openingHours: hours.slice(1) })).toEqual({ openingHours: CONTENT_MESSAGES.allSevenDays });
  });

  it("accept only the eight festive colours", () => {
    expect(validateInput(festiveBadgeSchema, { enabled: true, text: "Diwali", color: "festive-gold" })).toBeUndefined();
    expect(validateInput(festiveBadgeSchema, { enabled: true, text: "t".repeat(51), color: "pink" })).toEqual({
      text: "Badge text must be at most 50 characters",
      color: CONTENT_MESSAGES.festiveColorInvalid,
    });
  });
});
