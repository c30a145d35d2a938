import type { GraphQLError } from "graphql";
import type { User } from "../user/user.entity";
import { gymClock } from "../../../../common/gym-time";
import { CAMPAIGN_MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const CREATE = "mutation ($i: FestiveCampaignInput!) { createFestiveCampaign(input: $i) { id text color startsAt endsAt } }";
const UPDATE = "mutation ($id: ID!, $i: FestiveCampaignInput!) { updateFestiveCampaign(id: $id, input: $i) { id text startsAt endsAt } }";
const BADGE = "{ siteSettings { festiveBadge { enabled text color } } }";

/** The campaign input for a window between two instants, typed as gym dates and times. */
const windowInput = (text: string, from: Date, to: Date) => {
  const [start, end] = [gymClock(from), gymClock(to)];
  return { text, color: "diwali-lights", startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
};
const year = new Date().getUTCFullYear() + 1;
const diwali = { text: "Diwali Lights", color: "diwali-lights", startDate: `${year}-10-20`, endDate: `${year}-11-05` };

describe.each(testDatabaseKinds())("festive campaigns on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let admin: User;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token, user: admin } = await server.account({ role: "admin" as never, name: "Owner Admin" }));
  });
  afterAll(() => server.close());
  const gql = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, token);
  const lastAudit = async () => (await gql(`{ auditLog(limit: 1) { action entityType summary } }`)).data!.auditLog[0];

  it("schedules a campaign from 00:00 IST on its first day to the end of its last, and audits it", async () => {
    const { data } = await gql(CREATE, { i: diwali });
    expect(data!.createFestiveCampaign).toMatchObject({
      text: "Diwali Lights",
      startsAt: `${year}-10-19T18:30:00.000Z`,
      endsAt: `${year}-11-05T18:30:00.000Z`,
    });
    expect(await lastAudit()).toEqual({
      action: "campaign.create",
      entityType: "FestiveCampaign",
      summary: `Scheduled "Diwali Lights" for Oct 20, ${year} – Nov 5, ${year}`,
    });
    expect((await gql("{ festiveCampaigns { text } }")).data!.festiveCampaigns).toEqual([{ text: "Diwali Lights" }]);
  });

  it("refuses a window overlapping another, naming the campaign it clashes with", async () => {
    const clash = await gql(CREATE, { i: { ...diwali, text: "Bhai Dooj", startDate: `${year}-11-05`, endDate: `${year}-11-07` } });
    expect(clash.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { startDate: `Overlaps "Diwali Lights" (Oct 20, ${year} – Nov 5, ${year}); campaigns cannot overlap` },
    });
    const around = await gql(CREATE, { i: { ...diwali, startDate: `${year}-10-01`, endDate: `${year}-12-01` } });
    expect(Object.keys(around.errors![0].extensions!.fields as object)).toEqual(["endDate"]);
    const nextDay = await gql(CREATE, { i: { ...diwali, text: "Bhai Dooj", startDate: `${year}-11-06`, endDate: `${year}-11-07` } });
    expect(nextDay.errors).toBeUndefined();
    const moved = await gql(UPDATE, {
      id: nextDay.data!.createFestiveCampaign.id,
      i: { ...diwali, startDate: `${year}-11-04`, endDate: `${year}-11-07` },
    });
    expect(moved.errors![0].extensions!.fields).toEqual({ startDate: expect.stringContaining('Overlaps "Diwali Lights"') });
  });

  it("keeps one of several overlapping campaigns saved at the same moment", async () => {
    const holi = { text: "Holi", color: "spring-bloom", startDate: `${year}-03-01`, endDate: `${year}-03-05` };
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) => server.services.festiveCampaigns.create(admin, { ...holi, text: `Holi ${n}` })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect((result.reason as GraphQLError).extensions.code).toBe("BAD_USER_INPUT");
    }
  });

  it.each([
    [{ text: "" }, { text: "Badge text is required" }],
    [{ color: "red" }, { color: "Choose one of the festive colour themes" }],
    [{ startDate: "20/10/2026" }, { startDate: CAMPAIGN_MESSAGES.dateInvalid }],
    [{ startTime: "7pm" }, { startTime: CAMPAIGN_MESSAGES.timeInvalid }],
    [{ endDate: `${year}-10-19` }, { endDate: CAMPAIGN_MESSAGES.endNotAfterStart }],
    [{ startDate: "2020-01-01", endDate: "2020-01-02" }, { endDate: CAMPAIGN_MESSAGES.alreadyOver }],
  ])("refuses bad input %j", async (change, fields) => {
    const { errors } = await gql(CREATE, { i: { ...diwali, ...change } });
    expect(errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields });
  });

  it("edits, ends early and deletes campaigns, auditing each", async () => {
    const now = Date.now();
    const running = (await gql(CREATE, { i: windowInput("Running", new Date(now - 60_000), new Date(now + 3_600_000)) })).data!
      .createFestiveCampaign;
    expect((await server.graphql(BADGE)).data!.siteSettings.festiveBadge).toEqual({
      enabled: true,
      text: "Running",
      color: "diwali-lights",
    });
    const edited = await gql(UPDATE, { id: running.id, i: windowInput("Running Late", new Date(now - 60_000), new Date(now + 7_200_000)) });
    expect(edited.data!.updateFestiveCampaign.text).toBe("Running Late");
    expect((await lastAudit()).summary).toMatch(/^text: "Running" → "Running Late"; window: .* → /);

    const ended = await gql("mutation ($id: ID!) { endFestiveCampaign(id: $id) { endsAt } }", { id: running.id });
    expect(new Date(ended.data!.endFestiveCampaign.endsAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await lastAudit()).toMatchObject({ action: "campaign.update", summary: 'Ended "Running Late" early' });
    expect((await server.graphql(BADGE)).data!.siteSettings.festiveBadge.text).toBe("Bihu Special Offer");
    const again = await gql(UPDATE, { id: running.id, i: diwali });
    expect(again.errors![0].extensions!.fields).toEqual({ endDate: CAMPAIGN_MESSAGES.ended });

    expect((await gql("mutation ($id: ID!) { deleteFestiveCampaign(id: $id) }", { id: running.id })).data!.deleteFestiveCampaign).toBe(
      true,
    );
    expect(await lastAudit()).toMatchObject({ action: "campaign.delete", summary: expect.stringContaining('Deleted "Running Late"') });
    const gone = await gql("mutation ($id: ID!) { deleteFestiveCampaign(id: $id) }", { id: running.id });
    expect(gone.errors![0].extensions!.code).toBe("NOT_FOUND");
  });

  it("keeps the manual badge setting for the admin while a campaign runs", async () => {
    const now = Date.now();
    await gql(CREATE, { i: windowInput("Now On", new Date(now - 1000), new Date(now + 600_000)) });
    const { data } = await gql("{ siteSettings { festiveBadge { text } manualFestiveBadge { enabled text } } }");
    expect(data!.siteSettings).toEqual({
      festiveBadge: { text: "Now On" },
      manualFestiveBadge: { enabled: false, text: "Bihu Special Offer" },
    });
  });
});

describe("a festive campaign's window with the public cache in use", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    token = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());

  const read = async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: BADGE }),
    });
    const body = (await response.json()) as { data: { siteSettings: { festiveBadge: { enabled: boolean; text: string } } } };
    const { enabled, text } = body.data.siteSettings.festiveBadge;
    return { cached: response.headers.get("age") !== null, badge: { enabled, text } };
  };
  const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 50));

  it("shows the badge only inside the window, without a restart", async () => {
    const start = Math.ceil(Date.now() / 1000) * 1000 + 2000;
    const end = start + 2000;
    await server.graphql(CREATE, { i: windowInput("Flash Sale", new Date(start), new Date(end)) }, token);

    expect((await read()).badge).toEqual({ enabled: false, text: "Bihu Special Offer" });
    const before = await read();
    expect(before).toEqual({ cached: true, badge: { enabled: false, text: "Bihu Special Offer" } });

    await until(start);
    expect((await read()).badge).toEqual({ enabled: true, text: "Flash Sale" });
    expect(await read()).toEqual({ cached: true, badge: { enabled: true, text: "Flash Sale" } });

    await until(end);
    expect((await read()).badge).toEqual({ enabled: false, text: "Bihu Special Offer" });
  });
});
