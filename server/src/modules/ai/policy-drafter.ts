import { POLICY_TITLES, PolicyType } from "../policy/policy.entity";
import type { ContactInfo } from "../site-content/contact-info.entity";
import { POLICY_EDITS } from "./policy-edits";
import { policyTemplate } from "./policy-templates";

export interface DraftFacts {
  siteName: string;
  contact: ContactInfo;
  /** The page's current text; its sections are all kept. Empty: a template is the start. */
  content?: string | null;
  title?: string | null;
  instructions?: string | null;
}

export interface Draft {
  text: string;
  /** Instructions the drafter could not work into the text; they are never pasted in as policy text. */
  unapplied: string[];
}

/** One instruction per line, sentence or ';' (a full stop inside an address such as a@b.in does not split). */
function splitInstructions(instructions: string | null | undefined): string[] {
  return (instructions ?? "")
    .split(/\n+|;|(?<=[.!?])\s+/)
    .map((line) =>
      line
        .trim()
        .replace(/^(?:[-*•]|\d+[.)])\s+/, "")
        .replace(/[.!]+$/, ""),
    )
    .filter(Boolean);
}

const normalise = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The page shows its title above the content, so a leading heading that repeats it is dropped. */
export function withoutTitleHeading(text: string, titles: (string | null | undefined)[]): string {
  const wanted = new Set(titles.filter((title): title is string => !!title?.trim()).map(normalise));
  const first = /^\s*#{1,2}\s+(.+?)\s*#*\s*(?:\n|$)/.exec(text);
  return first && wanted.has(normalise(first[1]!)) ? text.slice(first[0].length).replace(/^\s+/, "") : text;
}

/**
 * The built-in drafter used when no LLM is configured: the current text (or a template filled
 * with the gym's details) with each instruction it understands applied in place.
 */
export function draftPolicy(type: PolicyType, facts: DraftFacts): Draft {
  const titles = [facts.title, POLICY_TITLES[type]];
  const current = withoutTitleHeading(facts.content?.trim() ?? "", titles).trim();
  let text = current || policyTemplate(type, facts);
  const unapplied: string[] = [];
  for (const instruction of splitInstructions(facts.instructions)) {
    let applied = false;
    for (const edit of POLICY_EDITS) {
      const edited = edit(instruction, text);
      if (edited === undefined) continue;
      text = edited;
      applied = true;
    }
    if (!applied) unapplied.push(instruction);
  }
  return { text: `${text.trim()}\n`, unapplied };
}
