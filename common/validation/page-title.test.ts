import { PAGE_TITLE_MAX, pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("adds the site's name when both fit", () => {
    expect(pageTitle("Blog", "Iron Warrior Fitness")).toBe("Blog | Iron Warrior Fitness");
  });

  it("keeps a long page title alone rather than cutting the site's name", () => {
    const post = "What to Eat Before a Morning Workout: An Assamese Kitchen Guide";
    expect(pageTitle(post, "Iron Warrior Fitness")).toBe(post);
  });

  it("cuts a title longer than the limit at a word, with an ellipsis", () => {
    const title = pageTitle(`${"Very long headline ".repeat(6)}end`, "Gym");
    expect(title.length).toBeLessThanOrEqual(PAGE_TITLE_MAX);
    expect(title).toMatch(/ long…$/);
  });
});
