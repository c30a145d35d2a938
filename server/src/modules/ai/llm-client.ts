export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

const TIMEOUT_MS = 60_000;

/** One chat-completions call to any OpenAI-compatible endpoint; returns the reply text. */
export async function chatCompletion(config: LlmConfig, system: string, user: string): Promise<string> {
  const response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.4,
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  return typeof content === "string" ? content.trim() : "";
}
