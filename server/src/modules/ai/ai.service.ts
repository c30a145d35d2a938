import { GraphQLError } from "graphql";
import type { AppConfig } from "../../config/env";
import type { GeneratedPolicy, GeneratePolicyInput } from "../policy/policy.inputs";
import { POLICY_TITLES } from "../policy/policy.entity";
import type { SiteContentService } from "../site-content/site-content.service";
import { chatCompletion } from "./llm-client";
import { draftPolicy, withoutTitleHeading } from "./policy-drafter";
import type { Logger } from "../../logging/logger";

const AI_MESSAGES = { empty: "No content generated.", failed: "Failed to generate with AI." } as const;

const SYSTEM_PROMPT =
  "You write clear, fair legal pages for a small gym in India. Answer with the complete policy in GitHub-flavoured " +
  "markdown only: headings, short paragraphs, lists and tables where useful. No HTML, no code fences, no commentary. " +
  "Keep every section of the current text, apply the owner's instructions to the text itself, and do not start with " +
  "the page title: the page shows it above the text.";

export class AiService {
  constructor(
    private readonly config: AppConfig,
    private readonly siteContent: SiteContentService,
  ) {}

  async generatePolicy(input: GeneratePolicyInput, log: Logger): Promise<GeneratedPolicy> {
    const [settings, contact] = await Promise.all([this.siteContent.siteSettings(), this.siteContent.contactInfo()]);
    if (!this.config.llm) {
      const draft = draftPolicy(input.type, {
        siteName: settings.siteName,
        contact,
        content: input.content,
        title: input.title,
        instructions: input.instructions,
      });
      return { generatedText: draft.text, source: "built-in", unappliedInstructions: draft.unapplied };
    }
    const prompt = [
      `Gym: ${settings.siteName}, ${contact.address}. Phone ${contact.phone}, e-mail ${contact.email}.`,
      `Write the "${input.title?.trim() || POLICY_TITLES[input.type]}" page.`,
      input.instructions?.trim() ? `The owner's instructions: ${input.instructions.trim()}` : "",
      input.content?.trim() ? `Current text to improve:\n${input.content.trim()}` : "",
    ]
      .filter(Boolean)
      .join("\n\n");
    let text: string;
    try {
      text = await chatCompletion(this.config.llm, SYSTEM_PROMPT, prompt);
    } catch (error) {
      log.error({ err: error }, "generatePolicy: LLM call failed");
      throw new GraphQLError(AI_MESSAGES.failed, { extensions: { code: "AI_FAILED" } });
    }
    const unfenced = text.replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/, "$1").trim();
    const stripped = withoutTitleHeading(unfenced, [input.title, POLICY_TITLES[input.type]]).trim();
    if (!stripped) throw new GraphQLError(AI_MESSAGES.empty, { extensions: { code: "AI_EMPTY" } });
    return { generatedText: `${stripped}\n`, source: "llm", unappliedInstructions: [] };
  }
}
