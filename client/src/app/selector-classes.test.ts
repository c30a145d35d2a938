import { classesIn, neededClasses } from "./selector-classes";

describe("classesIn", () => {
  it("reads a selector's classes as the HTML spells them", () => {
    expect(classesIn(":where(.space-y-1\\.5>:not(:last-child))")).toEqual(["space-y-1.5"]);
    expect(classesIn(".hover\\:bg-white\\/10:hover")).toEqual(["hover:bg-white/10"]);
    expect(classesIn(".group:hover .group-hover\\:underline")).toEqual(["group", "group-hover:underline"]);
    // Tailwind escapes a leading digit as a code point.
    expect(classesIn(":where(.\\32 xl\\:space-y-4>:not(:last-child))")).toEqual(["2xl:space-y-4"]);
    expect(classesIn(":focus-visible")).toBeUndefined();
  });
});

describe("neededClasses", () => {
  it("takes beasties' classes, or those inside a :where() it keeps whatever the page", () => {
    expect(neededClasses({ classes: ["flex"] }, ".flex")).toEqual(["flex"]);
    expect(neededClasses(true, ":where(.divide-y>:not(:last-child))")).toEqual(["divide-y"]);
    expect(neededClasses(true, ":focus-visible")).toBeUndefined();
    expect(neededClasses(true, ":root")).toBeUndefined();
  });
});
