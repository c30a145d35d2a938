import { parse } from "csv-parse/sync";
import { MEMBER_LIST, MESSAGES, memberIdFor } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { User } from "./user.entity";
import { neutraliseFormula } from "./members.service";

const DAY = 24 * 60 * 60 * 1000;
const PAGE = `query ($filter: MemberFilter, $sort: MemberSort, $first: Int, $after: String) {
  members(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } nodes { id name email memberId expirationDate createdAt }
  }
}`;

interface Page {
  members: { totalCount: number; pageInfo: { endCursor: string | null; hasNextPage: boolean }; nodes: { id: string; name: string }[] };
}

/** Issue 17: the admin's members list at scale. */
describe.each(testDatabaseKinds())("members list on %s", (kind) => {
  let server: TestServer;
  let admin: { user: User; token: string };
  let memberToken: string;
  let run = 0;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
    admin = await server.account({ role: "admin" as never });
    ({ token: memberToken } = await server.account());
  });
  afterAll(() => server.close());

  /** A group of accounts whose names share a tag, so each test reads only its own. */
  async function group(rows: Partial<User>[]): Promise<{ tag: string; users: User[] }> {
    const tag = `zq${kind}${++run}x`;
    const users: User[] = [];
    for (const [i, row] of rows.entries()) {
      const { user } = await server.account({ name: `${row.name ?? "Member"} ${tag}`, email: `${tag}-${i}@example.com` });
      const { name: _name, ...changes } = row;
      if (Object.keys(changes).length > 0) await server.database.dataSource.getRepository(User).update(user.id, changes);
      users.push((await server.services.users.findById(user.id))!);
    }
    return { tag, users };
  }

  const page = async (variables: Record<string, unknown>, token = admin.token) => server.graphql<Page>(PAGE, variables, token);
  const ids = async (filter: Record<string, unknown>, sort?: unknown) => {
    const answer = await page({ filter, sort, first: MEMBER_LIST.pageMax });
    expect(answer.errors).toBeUndefined();
    return answer.data!.members.nodes.map((n) => Number(n.id));
  };

  it("searches name, e-mail and the member ID as displayed", async () => {
    const { tag, users } = await group([{ name: "Anita Borah" }, { name: "Bikash Das" }]);
    const [anita, bikash] = users;
    expect(await ids({ search: `anita borah ${tag}` })).toEqual([anita.id]);
    expect(await ids({ search: `${tag}-1@` })).toEqual([bikash.id]);
    expect(await ids({ search: tag.toUpperCase() })).toHaveLength(2);
    for (const search of [memberIdFor(bikash.id), memberIdFor(bikash.id).toLowerCase(), String(bikash.id)]) {
      expect(await ids({ search })).toContain(bikash.id);
    }
    // LIKE's wildcards are searched for as themselves.
    expect(await ids({ search: `%${tag}` })).toEqual([]);
  });

  it("filters by status, tier, badge, expiry window and joined dates (gym dates)", async () => {
    const now = Date.now();
    const { tag, users } = await group([
      { accountStatus: "inactive" as never, expirationDate: new Date(now + 3 * DAY) },
      { membershipTier: "platinum" as never, badge: "gold" as never, expirationDate: new Date(now + 20 * DAY) },
      { expirationDate: new Date(now - 5 * DAY), createdAt: new Date("2026-01-01T18:40:00Z") },
      { expirationDate: new Date(now - 60 * DAY), createdAt: new Date("2026-01-01T18:20:00Z") },
      { expirationDate: new Date(now + 90 * DAY) },
    ]);
    const [soon, month, recent, old, later] = users.map((u) => u.id);
    const f = (filter: Record<string, unknown>) => ids({ search: tag, ...filter });
    expect(await f({ status: "inactive" })).toEqual([soon]);
    expect(await f({ tier: "platinum" })).toEqual([month]);
    expect(await f({ badge: "gold" })).toEqual([month]);
    expect(await f({ expiry: "within7Days" })).toEqual([soon]);
    expect((await f({ expiry: "within30Days" })).sort()).toEqual([soon, month].sort());
    expect((await f({ expiry: "expired" })).sort()).toEqual([recent, old].sort());
    expect(await f({ expiry: "expiredLast30Days" })).toEqual([recent]);
    // 18:40 UTC on Jan 1 is 00:10 on Jan 2 in India; 18:20 UTC is still Jan 1 there.
    expect(await f({ joinedFrom: "2026-01-02", joinedTo: "2026-01-02" })).toEqual([recent]);
    expect(await f({ joinedFrom: "2026-01-01", joinedTo: "2026-01-01" })).toEqual([old]);
    expect(await f({ joinedFrom: "2026-02-01" })).not.toContain(recent);
    expect(await f({ expiry: "within7Days", status: "active" })).toEqual([]);
    expect(later).toBeDefined();
  });

  it.each([
    ["name", "asc"],
    ["name", "desc"],
    ["email", "asc"],
    ["memberId", "desc"],
    ["createdAt", "desc"],
    ["expirationDate", "asc"],
    ["expirationDate", "desc"],
  ])("walks every page sorted by %s %s without gaps or repeats, ties and empty expiries included", async (field, direction) => {
    const tie = new Date(Date.now() + 40 * DAY);
    const { tag, users } = await group([
      { name: "Same", expirationDate: tie },
      { name: "Same", expirationDate: tie },
      { name: "Alpha", expirationDate: null },
      { name: "Same", expirationDate: null },
      { name: "Zed", expirationDate: tie },
      { name: "Mid", expirationDate: new Date(Date.now() - DAY) },
    ]);
    const sort = { field, direction };
    const seen: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const answer = await page({ filter: { search: tag }, sort, first: 2, after });
      expect(answer.errors).toBeUndefined();
      const { nodes, pageInfo, totalCount } = answer.data!.members;
      expect(totalCount).toBe(users.length);
      seen.push(...nodes.map((n) => Number(n.id)));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(await ids({ search: tag }, sort));
    expect(new Set(seen).size).toBe(users.length);
    if (field === "expirationDate") {
      const nullIds = users.filter((u) => u.expirationDate === null).map((u) => u.id);
      const ends = direction === "asc" ? seen.slice(0, 2) : seen.slice(-2);
      expect(ends.sort()).toEqual(nullIds.sort());
    }
  });

  it("refuses bad cursors, page sizes, searches and dates with BAD_USER_INPUT and a clear message", async () => {
    const first = await page({ first: 1 });
    const cursor = first.data!.members.pageInfo.endCursor;
    const cases: [Record<string, unknown>, string][] = [
      [{ after: "not-a-cursor" }, MESSAGES.memberCursorInvalid],
      [{ after: Buffer.from('["createdAt","desc","x",1,0]').toString("base64url") }, MESSAGES.memberCursorInvalid],
      [{ after: cursor, sort: { field: "name", direction: "asc" } }, MESSAGES.memberCursorInvalid],
      [{ first: 0 }, MESSAGES.memberPageSizeInvalid],
      [{ first: MEMBER_LIST.pageMax + 1 }, MESSAGES.memberPageSizeInvalid],
      [{ filter: { search: "x".repeat(MEMBER_LIST.searchMax + 1) } }, MESSAGES.memberSearchTooLong],
      [{ filter: { joinedFrom: "2026-02-30" } }, MESSAGES.memberJoinedDateInvalid],
      [{ filter: { joinedFrom: "2026-03-02", joinedTo: "2026-03-01" } }, MESSAGES.memberJoinedRangeInvalid],
    ];
    for (const [variables, message] of cases) {
      const answer = await page(variables);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  it("is for admins only", async () => {
    for (const query of [
      "{ members { totalCount } }",
      "{ membersCsv }",
      `mutation { setUsersStatus(ids: ["${admin.user.id}"], status: active) { ok } }`,
    ]) {
      expect((await server.graphql(query, {}, memberToken)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await server.graphql(query, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("changes status in bulk row by row: never your own account, sessions ended, each change audited", async () => {
    const { users } = await group([{}, {}]);
    const [a, b] = users;
    const tokenA = (await server.account()).token;
    const memberA = await server.services.users.findByEmail(
      (await server.graphql<{ me: { email: string } }>("{ me { email } }", {}, tokenA)).data!.me.email,
    );
    const answer = await server.graphql<{ setUsersStatus: { id: string; ok: boolean; error: string | null }[] }>(
      "mutation ($ids: [ID!]!) { setUsersStatus(ids: $ids, status: inactive) { id ok error } }",
      { ids: [String(admin.user.id), String(a.id), String(b.id), String(memberA!.id), "999999999", "not-an-id"] },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.setUsersStatus).toEqual([
      { id: String(admin.user.id), ok: false, error: MESSAGES.cannotDemoteSelf },
      { id: String(a.id), ok: true, error: null },
      { id: String(b.id), ok: true, error: null },
      { id: String(memberA!.id), ok: true, error: null },
      { id: "999999999", ok: false, error: MESSAGES.userNotFound },
      { id: "not-an-id", ok: false, error: MESSAGES.userNotFound },
    ]);
    expect((await server.services.users.findById(a.id))!.accountStatus).toBe("inactive");
    expect((await server.services.users.findById(admin.user.id))!.accountStatus).toBe("active");
    expect((await server.graphql("{ me { id } }", {}, tokenA)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const log = await server.services.audit.recent(20);
    expect(log.filter((e) => e.action === "user.update" && [a.id, b.id].map(String).includes(String(e.entityId)))).toHaveLength(2);

    const tooMany = Array.from({ length: MEMBER_LIST.bulkMax + 1 }, (_, i) => String(i + 1));
    for (const [ids, message] of [
      [tooMany, MESSAGES.bulkSelectionTooLarge],
      [[], MESSAGES.bulkSelectionEmpty],
    ] as const) {
      const refused = await server.graphql(
        "mutation ($ids: [ID!]!) { setUsersStatus(ids: $ids, status: active) { ok } }",
        { ids },
        admin.token,
      );
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  it("exports every row matching the filter as CSV, formulas neutralised", async () => {
    const { tag, users } = await group(Array.from({ length: 4 }, (_, i) => ({ name: i === 0 ? "=HYPERLINK(1)" : `Row${i}` })));
    const answer = await server.graphql<{ membersCsv: string }>(
      "query ($filter: MemberFilter) { membersCsv(filter: $filter) }",
      { filter: { search: tag } },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    const rows = parse<Record<string, string>>(answer.data!.membersCsv, { columns: true });
    expect(rows).toHaveLength(users.length);
    expect(rows.map((r) => r["Member ID"]).sort()).toEqual(users.map((u) => memberIdFor(u.id)).sort());
    expect(rows.find((r) => r.Name.includes("HYPERLINK"))!.Name).toBe(`'=HYPERLINK(1) ${tag}`);
    expect(Object.keys(rows[0])).toEqual([
      "Member ID",
      "Name",
      "Email",
      "Role",
      "Status",
      "Tier",
      "Badge",
      "Expiry",
      "Upgraded",
      "Joined",
      "Referral score",
    ]);
    const selected = await server.graphql<{ membersCsv: string }>(
      "query ($filter: MemberFilter) { membersCsv(filter: $filter) }",
      { filter: { ids: [String(users[1].id), String(users[2].id), "nope"] } },
      admin.token,
    );
    expect(parse<Record<string, string>>(selected.data!.membersCsv, { columns: true }).map((r) => r["Member ID"])).toEqual(
      [users[2], users[1]].map((u) => memberIdFor(u.id)),
    );
    for (const cell of ["=1", "+1", "-1", "@x", "\tx", "\rx"]) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(neutraliseFormula("Anita")).toBe("Anita");
  });

  it("counts the dashboard's renewal cards with the same windows as the filters", async () => {
    const before = await server.graphql<{ dashboard: { renewals: Record<string, number> } }>(
      "{ dashboard { renewals { expiringIn7Days expiringIn30Days expiredLast30Days renewalsThisMonth } } }",
      {},
      admin.token,
    );
    const now = Date.now();
    await group([
      { expirationDate: new Date(now + 2 * DAY) },
      { expirationDate: new Date(now + 25 * DAY), upgradedAt: new Date() },
      { expirationDate: new Date(now - 2 * DAY) },
    ]);
    const after = await server.graphql<{ dashboard: { renewals: Record<string, number> } }>(
      "{ dashboard { renewals { expiringIn7Days expiringIn30Days expiredLast30Days renewalsThisMonth } } }",
      {},
      admin.token,
    );
    const delta = Object.fromEntries(
      Object.entries(after.data!.dashboard.renewals).map(([k, v]) => [k, v - before.data!.dashboard.renewals[k]]),
    );
    expect(delta).toEqual({ expiringIn7Days: 1, expiringIn30Days: 2, expiredLast30Days: 1, renewalsThisMonth: 1 });
  });
});
