/**
 * The instructions the built-in drafter understands, each applied to the policy text itself.
 * An edit answers undefined when the instruction is not one it knows, and the text (changed
 * or already right) when it is.
 */
export type PolicyEdit = (instruction: string, text: string) => string | undefined;

const PERIOD = /\b(\d{1,3})([- ])(?:(working|business|calendar)[- ])?(hour|day|week|month)s?\b/gi;
const IGNORED = new Set([
  "mention",
  "change",
  "make",
  "update",
  "state",
  "window",
  "period",
  "within",
  "should",
  "must",
  "please",
  "policy",
  "from",
  "into",
  "that",
  "this",
  "with",
  "have",
  "more",
  "less",
  "than",
  "only",
  "allow",
  "instead",
]);

/** 4-letter stems, so 'pausing' finds 'paused' and 'refunds' finds 'refund'. */
function topicStems(instruction: string): string[] {
  return (instruction.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((word) => !IGNORED.has(word) && !/^(hour|day|week|month|working|business|calendar)s?$/.test(word))
    .map((word) => word.slice(0, 4));
}

/** '7-day refund window': the number of days already used for refunds in the text becomes 7. */
const changePeriod: PolicyEdit = (instruction, text) => {
  const wanted = [...instruction.matchAll(PERIOD)][0];
  if (!wanted) return undefined;
  const [, amount, , qualifier = "", unit = ""] = wanted;
  const same = (m: RegExpMatchArray) =>
    (m[4] ?? "").toLowerCase() === unit.toLowerCase() && (m[3] ?? "").toLowerCase() === qualifier.toLowerCase();
  const lines = text.split("\n");
  const stems = topicStems(instruction);
  const scores = new Map<string, number>();
  for (const line of lines) {
    const lower = line.toLowerCase();
    const score = stems.filter((stem) => lower.includes(stem)).length;
    for (const m of line.matchAll(PERIOD)) if (same(m)) scores.set(m[1]!, (scores.get(m[1]!) ?? 0) + score);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  // Without a topic word ('make it 14 days'), only a text with a single such period is changed.
  const old = ranked[0] && (ranked[0][1] > 0 || (!stems.length && ranked.length === 1)) ? ranked[0][0] : undefined;
  if (old === undefined) return undefined;
  return text.replace(PERIOD, (match, n: string, separator: string, qual: string | undefined, u: string) => {
    if (n !== old || u.toLowerCase() !== unit.toLowerCase() || (qual ?? "").toLowerCase() !== qualifier.toLowerCase()) return match;
    const plural = separator === " " && amount !== "1" ? "s" : "";
    return `${amount}${separator}${qual ? `${qual}${separator}` : ""}${u}${plural}`;
  });
};

const METHODS: [RegExp, string][] = [
  [/\bupi\b/i, "UPI"],
  [/\b(?:debit|credit)?\s*cards?\b/i, "cards"],
  [/\bcash\b/i, "cash"],
  [/\bnet[- ]?banking\b/i, "net banking"],
  [/\bbank transfers?\b/i, "bank transfer"],
  [/\bcheques?\b/i, "cheque"],
  [/\bpaytm\b/i, "Paytm"],
  [/\bphonepe\b/i, "PhonePe"],
  [/\b(?:google pay|gpay)\b/i, "Google Pay"],
];
const METHOD = String.raw`(?:UPI|(?:debit |credit )?cards?|cash|net[- ]?banking|bank transfers?|cheques?|Paytm|PhonePe|Google Pay|GPay)`;
const PAID_BY = new RegExp(String.raw`\bby ${METHOD}(?:(?:, | or | and |, or |, and )${METHOD})*`, "i");
const WE_ACCEPT = /\bWe accept [^.\n]*\./;

function list(items: string[], conjunction: string): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** Adds `line` to the end of the first section whose heading matches, or as a new section. */
function addToSection(text: string, heading: RegExp, line: string, newHeading: string): string {
  const sections = text.split(/\n(?=#{1,6} )/);
  const index = sections.findIndex((section) => heading.test(section.split("\n")[0] ?? ""));
  if (index < 0) return `${text.trimEnd()}\n\n${newHeading}\n\n${line}`;
  const body = sections[index]!.trimEnd();
  const lastLine = body.split("\n").at(-1) ?? "";
  const bullet = /^\s*[-*] /.test(lastLine) ? `- ${line}` : `\n${line}`;
  sections[index] = `${body}\n${bullet}${index < sections.length - 1 ? "\n" : ""}`;
  return sections.join("\n");
}

/** 'Accept UPI and cards': the payment methods the text names become these. */
const setPaymentMethods: PolicyEdit = (instruction, text) => {
  if (!/\b(accept|pay|paid|payments?)\b/i.test(instruction)) return undefined;
  const methods = METHODS.map(([pattern, name]) => ({ at: instruction.search(pattern), name }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
  if (!methods.length) return undefined;
  if (WE_ACCEPT.test(text)) return text.replace(WE_ACCEPT, `We accept ${list(methods, "and")}.`);
  if (PAID_BY.test(text)) return text.replace(PAID_BY, `by ${list(methods, "or")}`);
  return addToSection(text, /pay|fee/i, `We accept ${list(methods, "and")}.`, "## Payment");
};

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /\+?\d[\d -]{6,}\d/g;

/** 'Write to help@gym.in' or 'call +91 ...': every e-mail address or phone number in the text becomes the new one. */
const setContact: PolicyEdit = (instruction, text) => {
  const email = instruction.match(EMAIL)?.[0];
  const phone = instruction.match(PHONE)?.filter((found) => found.replace(/\D/g, "").length >= 8)[0];
  if (!email && !phone) return undefined;
  let result = text;
  if (email) {
    result =
      result.search(EMAIL) >= 0 ? result.replace(EMAIL, email) : addToSection(result, /contact/i, `E-mail: **${email}**`, "## Contact");
  }
  if (phone) {
    const isPhone = (found: string) => found.replace(/\D/g, "").length >= 8;
    const has = (result.match(PHONE) ?? []).some(isPhone);
    result = has
      ? result.replace(PHONE, (found) => (isPhone(found) ? phone.trim() : found))
      : addToSection(result, /contact/i, `Phone: ${phone.trim()}`, "## Contact");
  }
  return result;
};

export const POLICY_EDITS: PolicyEdit[] = [setContact, changePeriod, setPaymentMethods];
