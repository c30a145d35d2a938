// The admin's members page (issue 17) at 20,000 members: the `members` query's service call
// (one page plus its totalCount) timed on SQLite and on MariaDB, with the migrations' indexes.
// Part of `npm run bench`; alone: `node server/bench/members-page.cjs` after `npm run build:server`.
// MariaDB: BENCH_MYSQL_URL or TEST_MYSQL_URL (e.g. mysql://gymtest:gymtest@127.0.0.1:3306/gymtest);
// a private database is created beside the one named there and dropped afterwards.
const { mkdtempSync, rmSync } = require("node:fs");
const { randomBytes } = require("node:crypto");
const { tmpdir } = require("node:os");
const path = require("node:path");
const { median } = require("./median.cjs");

const ROOT = path.resolve(__dirname, "../..");
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const RUNS = Number(process.env.BENCH_MEMBERS_RUNS ?? 30);
const DAY = 24 * 60 * 60 * 1000;
const FIRST = ["Priya", "Rahul", "Anita", "Bikash", "Dipankar", "Mousumi", "Arjun", "Nilakshi", "Rupam", "Jyoti"];
const LAST = ["Borah", "Das", "Saikia", "Gogoi", "Baruah", "Kalita", "Sharma", "Deka", "Hazarika", "Nath"];

function dist(file) {
  return require(path.join(ROOT, "dist/server/src", file));
}

async function seed(dataSource, User) {
  const now = Date.now();
  const tiers = ["basic", "premium", "platinum"];
  const badges = ["user", "gold", "premium", "platinum"];
  await dataSource.transaction(async (manager) => {
    for (let start = 0; start < MEMBERS; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(MEMBERS, start + 500); i++) {
        rows.push({
          name: `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`,
          email: `member${i}@example.com`,
          role: "user",
          accountStatus: i % 10 === 0 ? "inactive" : "active",
          membershipTier: tiers[i % 3],
          badge: badges[i % 4],
          referralScore: i % 50,
          expirationDate: i % 50 === 0 ? null : new Date(now + ((i * 7919) % 800) * DAY - 400 * DAY),
          upgradedAt: i % 5 === 0 ? new Date(now - (i % 90) * DAY) : null,
          createdAt: new Date(now - 3 * 365 * DAY + (i / MEMBERS) * 3 * 365 * DAY),
          passwordHash: "not-a-hash",
          tokenVersion: 0,
        });
      }
      await manager.createQueryBuilder().insert().into(User).values(rows).execute();
    }
  });
}

async function time(work) {
  await work(); // warm
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** p50 in ms of each page shape on one database; the first is the page as the admin first opens it. */
async function measure(config) {
  const { openDatabase } = dist("db/data-source.js");
  const { User } = dist("modules/user/user.entity.js");
  const { MemberListService } = dist("modules/user/members.service.js");
  const dataSource = await openDatabase(config);
  try {
    await seed(dataSource, User);
    const members = new MemberListService(dataSource, null);
    const first = await members.page(null, null, 25, null);
    if (first.totalCount !== MEMBERS || first.nodes.length !== 25) throw new Error(`seeded ${first.totalCount} members, not ${MEMBERS}`);
    const byName = { field: "name", direction: "asc" };
    const nameFirst = await members.page(null, byName, 25, null);
    return {
      "first page, newest first": await time(() => members.page(null, null, 25, null)),
      "next page (cursor)": await time(() => members.page(null, null, 25, first.pageInfo.endCursor)),
      "sorted by name, next page": await time(() => members.page(null, byName, 25, nameFirst.pageInfo.endCursor)),
      "active, expiring in 30 days, by expiry": await time(() =>
        members.page({ status: "active", expiry: "within30Days" }, { field: "expirationDate", direction: "asc" }, 25, null),
      ),
      'search "priya"': await time(() => members.page({ search: "priya" }, null, 25, null)),
      "search by member ID": await time(() => members.page({ search: "IWF-012345" }, null, 25, null)),
    };
  } finally {
    await dataSource.destroy();
  }
}

async function withMariaDb(url, work) {
  const { createConnection } = require("mysql2/promise");
  const base = new URL(url);
  const name = `${base.pathname.slice(1)}_bench_${randomBytes(4).toString("hex")}`;
  const server = new URL(url);
  server.pathname = "/";
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    const location = new URL(url);
    location.pathname = `/${name}`;
    return await work({ kind: "mysql", location: location.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}

async function membersPageFigures() {
  const dir = mkdtempSync(path.join(tmpdir(), "gym-bench-members-"));
  let sqlite;
  try {
    sqlite = await measure({ kind: "sqlite", location: path.join(dir, "gym.sqlite") });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const mysqlUrl = process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;
  let mariadb = null;
  let skipped = "set BENCH_MYSQL_URL or TEST_MYSQL_URL to measure it";
  if (mysqlUrl) {
    try {
      mariadb = await withMariaDb(mysqlUrl, measure);
    } catch (error) {
      skipped = `unavailable (${error.code ?? error.message})`;
    }
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  const main = Object.keys(sqlite)[0];
  console.log(
    `members page query at ${MEMBERS.toLocaleString("en-US")} members: SQLite p50 ${ms(sqlite[main])}, ` +
      (mariadb ? `MariaDB p50 ${ms(mariadb[main])}` : `MariaDB skipped: ${skipped}`) +
      ` (page of 25 with totalCount, ${RUNS} runs)`,
  );
  for (const name of Object.keys(sqlite)) {
    console.log(
      `  ${name.padEnd(40)} SQLite ${ms(sqlite[name]).padStart(9)}${mariadb ? `   MariaDB ${ms(mariadb[name]).padStart(9)}` : ""}`,
    );
  }
}

module.exports = { membersPageFigures };

if (require.main === module)
  membersPageFigures().catch((error) => {
    console.error(error);
    process.exit(1);
  });
