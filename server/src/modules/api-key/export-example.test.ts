import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { ApiScope } from "../../../../common/enums";
import { gymToday } from "../../../../common/gym-time";
import { memberIdFor, parseExpiry } from "../../../../common/validation";
import { REPO_ROOT } from "../../repo-root";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { User } from "../user/user.entity";

const SCRIPT = path.join(REPO_ROOT, "examples", "export-expiring-members.mjs");
const run = promisify(execFile);

/** The gym date `days` from today, YYYY-MM-DD. */
const gymDay = (days: number) => {
  const [y, m, d] = gymToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** examples/export-expiring-members.mjs, run as an integrator would, against a real server. */
describe("the expiring-members export example", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { seed: false });
  });
  afterAll(() => server.close());

  const member = async (name: string, expiresOn: string, phone?: string) => {
    const { user } = await server.account({ name });
    await server.database.dataSource
      .getRepository(User)
      .update({ id: user.id }, { expirationDate: parseExpiry(expiresOn), phone: phone ?? null });
    return user;
  };

  it("prints the members expiring within 7 days as CSV, soonest first", async () => {
    const admin = (await server.account({ role: "admin" as never, name: "Owner" })).user;
    const later = await member("Bhaskar Das", gymDay(5), "+91 98640 12345");
    const soon = await member('=Rina, "Ri" Deka', gymDay(1));
    await member("Far Away", gymDay(20));
    await member("Lapsed Member", gymDay(-1));
    const { secret } = await server.services.apiKeys.create(admin, { name: "Reporting sheet", scopes: [ApiScope.members_read] });

    const { stdout } = await run(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, GYM_URL: server.url, GYM_API_KEY: secret } });
    expect(stdout.split("\r\n")).toEqual([
      "Member ID,Name,Email,Phone,Tier,Status,Expires on (IST)",
      `${memberIdFor(soon.id)},"'=Rina, ""Ri"" Deka",${soon.email},,basic,active,${gymDay(1)}`,
      `${memberIdFor(later.id)},Bhaskar Das,${later.email},'+91 98640 12345,basic,active,${gymDay(5)}`,
      "",
    ]);
  });

  it("fails with the server's message when the key lacks members:read", async () => {
    const admin = (await server.account({ role: "admin" as never })).user;
    const { secret } = await server.services.apiKeys.create(admin, { name: "Inbox", scopes: [ApiScope.messages_read] });
    await expect(
      run(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, GYM_URL: server.url, GYM_API_KEY: secret } }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("This API key lacks the members:read scope.") });
  });
});
