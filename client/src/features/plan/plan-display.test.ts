import { chooseHref, chooseLabel, GROUP_STYLES, planGroup } from "./plan-display";

describe("planGroup", () => {
  it.each(["YEARLY", "MONTHLY", "PT MONTHLY"])("shows %s as Popular (blue)", (name) => {
    expect(planGroup(name)).toBe("popular");
  });

  it.each(["FRIENDS PACKAGE", "FAMILY PACKAGE", "COUPLE PACKAGE"])("shows %s as Premium (orange)", (name) => {
    expect(planGroup(name)).toBe("premium");
  });

  it.each(["PT QUARTERLY", "PT", "Couple PT", "PT YEARLY"])("shows %s, another PT plan, as Personal (green)", (name) => {
    expect(planGroup(name)).toBe("personal");
  });

  it.each(["STUDENT", "QUARTERLY", "OPTIMUM", "CAPTAIN"])("gives %s no badge", (name) => {
    expect(planGroup(name)).toBe("standard");
    expect(GROUP_STYLES.standard.label).toBeUndefined();
  });

  it("ignores case and extra spaces", () => {
    expect(planGroup("  pt   monthly ")).toBe("popular");
    expect(planGroup("Family Package")).toBe("premium");
  });

  it("labels and colours each group, with its own icon", () => {
    expect([GROUP_STYLES.popular.label, GROUP_STYLES.popular.tone]).toEqual(["Popular", "blue"]);
    expect([GROUP_STYLES.premium.label, GROUP_STYLES.premium.tone]).toEqual(["Premium", "orange"]);
    expect([GROUP_STYLES.personal.label, GROUP_STYLES.personal.tone]).toEqual(["Personal", "green"]);
    const icons = new Set(Object.values(GROUP_STYLES).map((style) => style.icon));
    expect(icons.size).toBe(4);
  });
});

describe("chooseLabel", () => {
  it("uses the first word of the plan name", () => {
    expect(chooseLabel("PT MONTHLY")).toBe("Choose PT");
    expect(chooseLabel("YEARLY")).toBe("Choose YEARLY");
    expect(chooseLabel(" COUPLE  PACKAGE")).toBe("Choose COUPLE");
  });
});

describe("chooseHref", () => {
  const plan = { name: "PT MONTHLY", price: "₹5,500", duration: "1 Month", buttonLink: null };

  it("opens a WhatsApp chat naming the plan and its price, digits only", () => {
    const href = chooseHref(plan, "+91 98640-12345");
    expect(href.startsWith("https://wa.me/919864012345?text=")).toBe(true);
    const text = new URL(href).searchParams.get("text");
    expect(text).toBe("Hi! I'm interested in the PT MONTHLY plan (₹5,500 / 1 Month). Please share the details.");
  });

  it("prefers the plan's own http(s) or site-relative link", () => {
    expect(chooseHref({ ...plan, buttonLink: "https://pay.example.com/pt" }, "+91 1")).toBe("https://pay.example.com/pt");
    expect(chooseHref({ ...plan, buttonLink: "/contact?plan=pt" }, "+91 1")).toBe("/contact?plan=pt");
  });

  it("ignores an unsafe or blank link and falls back to the chat", () => {
    for (const buttonLink of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "  "]) {
      expect(chooseHref({ ...plan, buttonLink }, "+919864012345")).toMatch(/^https:\/\/wa\.me\/919864012345\?text=/);
    }
  });

  it("sends to the contact page when there is no chat number", () => {
    expect(chooseHref(plan, "")).toBe("/contact");
  });
});
