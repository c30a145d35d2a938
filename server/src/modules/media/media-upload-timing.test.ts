import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { MESSAGES } from "../../../../common/validation";
import { phonePhoto } from "../../testing/media-uploads";
import { startTestServer, type TestServer } from "../../testing/test-server";

const BOUNDARY = "----gym-upload-boundary";

function multipart(photo: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nSlow upload\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Sends the body in `parts` pieces `pauseMs` apart (a phone on a weak network), or stops after the first piece. */
function trickle(server: TestServer, token: string, body: Buffer, parts: number, pauseMs: number, stall = false) {
  return new Promise<{ status: number; body: { message: string } }>((resolve, reject) => {
    const req = request(`${server.url}/api/media`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": body.length,
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { message: string } }));
    });
    req.on("error", reject);
    void (async () => {
      const size = Math.ceil(body.length / parts);
      for (let i = 0; i < parts; i++) {
        req.write(body.subarray(i * size, (i + 1) * size));
        if (stall) return;
        await sleep(pauseMs);
      }
      req.end();
    })();
  });
}

describe("upload timing", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    token = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());

  it("takes an upload that trickles in for longer than other requests' 10-second body deadline", async () => {
    const answer = await trickle(server, token, multipart(await phonePhoto(400, 300, "#207020")), 12, 1000);
    expect(answer.status).toBe(201);
  }, 40_000);

  it("gives up an upload whose bytes stop arriving", async () => {
    server.services.media.uploadIdleMs = 500;
    const answer = await trickle(server, token, multipart(await phonePhoto(400, 300, "#702020")), 4, 0, true);
    expect(answer).toEqual({ status: 408, body: { success: false, message: MESSAGES.requestTooSlow, data: null } });
  });
});
