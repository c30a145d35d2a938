import { DEFAULT_FESTIVE_THEME, FESTIVE_THEMES, festiveTheme } from "./festive-themes";

describe("festive themes", () => {
  it("has the eight themes with their labels", () => {
    expect(FESTIVE_THEMES.map((theme) => [theme.key, theme.label])).toEqual([
      ["festive-gold", "Festive Gold"],
      ["christmas-spirit", "Christmas Spirit"],
      ["new-year-glow", "New Year Glow"],
      ["diwali-lights", "Diwali Lights"],
      ["summer-breeze", "Summer Breeze"],
      ["spring-bloom", "Spring Bloom"],
      ["sunset-magic", "Sunset Magic"],
      ["royal-purple", "Royal Purple"],
    ]);
  });

  it("gives every theme a gradient and a text colour", () => {
    for (const theme of FESTIVE_THEMES) {
      expect(theme.gradient).toMatch(/^bg-gradient-to-r from-\S+ via-\S+ to-\S+$/);
      expect(theme.text).toMatch(/^text-/);
    }
  });

  it("looks a theme up by key, falling back to the first", () => {
    expect(festiveTheme("royal-purple").label).toBe("Royal Purple");
    expect(festiveTheme("neon-nonsense")).toBe(DEFAULT_FESTIVE_THEME);
    expect(festiveTheme(undefined)).toBe(DEFAULT_FESTIVE_THEME);
  });
});
