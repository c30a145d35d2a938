import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer, type TestServer } from "../../testing/test-server";

/** The part of a chat-completions request these tests read. */
interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** A local stand-in for an OpenAI-compatible chat-completions endpoint. */
function startLlmStub(reply: (body: ChatRequest, req: IncomingMessage) => { status: number; json: unknown }) {
  const requests: { body: ChatRequest; auth?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ body, auth: req.headers.authorization });
      const { status, json } = reply(body, req);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
    });
  });
  return new Promise<{ url: string; requests: typeof requests; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

const GENERATE = `mutation { generatePolicy(input: { type: terms, title: "Terms & Conditions", content: "Old text", instructions: "Add a towel rule" }) { generatedText source } }`;

describe("generatePolicy with a configured LLM", () => {
  let server: TestServer;
  let token: string;
  let stub: Awaited<ReturnType<typeof startLlmStub>>;
  let nextReply: { status: number; json: unknown };

  beforeAll(async () => {
    stub = await startLlmStub(() => nextReply);
    server = await startTestServer("sqlite", { env: { LLM_BASE_URL: stub.url, LLM_API_KEY: "test-key", LLM_MODEL: "gym-writer" } });
    token = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  it("sends the gym's details, the current text and the instructions, and returns the model's markdown", async () => {
    nextReply = { status: 200, json: { choices: [{ message: { content: "```markdown\n## Towels\n\nBring one.\n```" } }] } };
    const { data } = await server.graphql(GENERATE, undefined, token);
    expect(data!.generatePolicy).toEqual({ generatedText: "## Towels\n\nBring one.\n", source: "llm" });
    const sent = stub.requests.at(-1)!;
    expect(sent.auth).toBe("Bearer test-key");
    expect(sent.body.model).toBe("gym-writer");
    const prompt = sent.body.messages[1].content;
    expect(prompt).toContain("Iron Warrior Fitness");
    expect(prompt).toContain("Add a towel rule");
    expect(prompt).toContain("Old text");
  });

  it("answers 'No content generated.' when the model returns nothing", async () => {
    nextReply = { status: 200, json: { choices: [{ message: { content: "   " } }] } };
    const { errors } = await server.graphql(GENERATE, undefined, token);
    expect(errors![0].message).toBe("No content generated.");
  });

  it("answers 'Failed to generate with AI.' when the endpoint fails", async () => {
    nextReply = { status: 500, json: { error: "overloaded" } };
    const { errors } = await server.graphql(GENERATE, undefined, token);
    expect(errors![0].message).toBe("Failed to generate with AI.");
  });
});
