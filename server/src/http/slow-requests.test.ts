import { connect } from "node:net";
import { startTestServer, type TestServer } from "../testing/test-server";

/** Issue 14 item 6: a body that trickles in (slowloris) is cut off instead of holding the connection. */
describe("slow request bodies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { seed: false });
  });
  afterAll(() => server.close());

  it("answers 408 and closes the connection when a body still trickles in after 10 s", async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(performance.now())));
    const started = performance.now();
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"query":"`,
    );
    const trickle = setInterval(() => socket.writable && socket.write("x"), 500);
    try {
      const closedAt = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain("took too long");
      expect(closedAt - started).toBeGreaterThan(9_000);
      expect(closedAt - started).toBeLessThan(15_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 30_000);

  it("still takes a slow but steady body that arrives within the time", async () => {
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    const body = JSON.stringify({ query: "{ __typename }" });
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (const character of body) {
      socket.write(character);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let i = 0; i < 100 && !answer.includes("__typename"); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"__typename":"Query"');
  }, 30_000);
});
