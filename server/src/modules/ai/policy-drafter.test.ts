import { contactSeed } from "../../db/seed/site-content.seed";
import { policySeeds } from "../../db/seed/policies.seed";
import { PolicyType } from "../policy/policy.entity";
import type { ContactInfo } from "../site-content/contact-info.entity";
import { draftPolicy } from "./policy-drafter";

const facts = { siteName: "Iron Warrior Fitness", contact: contactSeed as ContactInfo };
const draft = (type: PolicyType, instructions: string, content: string | null = policySeeds[type]) =>
  draftPolicy(type, { ...facts, content, title: null, instructions });
const headings = (text: string) => text.split("\n").filter((line) => /^#{1,6} /.test(line));

describe("draftPolicy (built-in drafter)", () => {
  it("changes the refund window in the existing text instead of pasting the instruction", () => {
    const fourteen = policySeeds.refund.replaceAll("7 days", "14 days");
    const { text, unapplied } = draft(PolicyType.refund, "Mention the 7-day refund window.", fourteen);
    expect(text).not.toMatch(/14 days|Mention/);
    expect(text).toContain("| Cancelled within 7 days of payment, no sessions used | Full refund |");
    expect(text).toContain("| Any other reason after 7 days | No refund; a pause or transfer may be offered |");
    // The payout time is a different period and stays as it was.
    expect(text).toContain("within 10 working days");
    expect(unapplied).toEqual([]);
  });

  it("keeps every section of the seeded policies and never repeats the page heading", () => {
    for (const type of Object.values(PolicyType)) {
      const { text } = draft(type, "Change the refund window to 14 days");
      expect(headings(text)).toEqual(headings(policySeeds[type]));
      expect(text).not.toMatch(/^# /m);
    }
    // The privacy policy's 30-day answer time is no refund window: left alone, and said so.
    expect(draft(PolicyType.privacy, "Change the refund window to 14 days")).toEqual({
      text: policySeeds.privacy,
      unapplied: ["Change the refund window to 14 days"],
    });
    const titled = draftPolicy(PolicyType.refund, { ...facts, content: `# Refund Policy\n\n${policySeeds.refund}`, instructions: "" });
    expect(titled.text).toBe(policySeeds.refund);
  });

  it("sets the accepted payment methods where the text names them", () => {
    const { text, unapplied } = draft(PolicyType.terms, "Accept UPI and cards");
    expect(text).toContain("- Fees are paid in advance for the full plan period, at the front desk or by UPI or cards.");
    expect(unapplied).toEqual([]);
    // A text that names no method gets one sentence in its payment section.
    const refund = draft(PolicyType.privacy, "We now accept cash, UPI and net banking").text;
    expect(refund).toMatch(/## Payment\n\nWe accept cash, UPI and net banking\.\n$/);
  });

  it("replaces contact details everywhere they appear", () => {
    const { text } = draft(PolicyType.terms, "Use help@ironwarrior.in and +91 90000 11111 for questions");
    expect(text).toContain("Questions about these terms: **help@ironwarrior.in** or +91 90000 11111.");
    expect(text).not.toContain("hello@ironwarriorfitness.in");
  });

  it("changes the pause limit and applies several instructions in one go", () => {
    const { text, unapplied } = draft(PolicyType.terms, "Allow pausing for up to 2 months; accept cash and UPI.\nBe nice.");
    expect(text).toContain("may be paused for up to **2 months** in total");
    expect(text).toContain("at the front desk or by cash or UPI.");
    expect(unapplied).toEqual(["Be nice"]);
  });

  it("never pastes an instruction it cannot apply into the policy", () => {
    const { text, unapplied } = draft(PolicyType.refund, "Students get priority. Add a towel rule");
    expect(text).toBe(policySeeds.refund);
    expect(unapplied).toEqual(["Students get priority", "Add a towel rule"]);
  });

  it("starts from a template with the gym's details when the page is empty", () => {
    const { text } = draft(PolicyType.refund, "Mention the 7-day refund window", "");
    expect(text).not.toMatch(/^# /m);
    expect(text).toContain("Iron Warrior Fitness, ");
    expect(text).toContain(`- E-mail: ${contactSeed.email}`);
    expect(text).toContain("Cancelled within 7 days of payment");
  });
});
