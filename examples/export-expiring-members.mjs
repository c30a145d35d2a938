#!/usr/bin/env node
// Prints, as CSV on stdout, every member whose membership expires within the next 7 days
// (by the end of that gym day, Asia/Kolkata), soonest first.
//
//   GYM_URL=https://gym.example.com GYM_API_KEY=gymk_... node examples/export-expiring-members.mjs > expiring.csv
//
// Plain Node 20, no dependencies. The key needs the members:read scope.

const GYM_URL = process.env.GYM_URL;
const GYM_API_KEY = process.env.GYM_API_KEY;
if (!GYM_URL || !GYM_API_KEY) {
  console.error("Set GYM_URL (e.g. https://gym.example.com) and GYM_API_KEY (an API key with the members:read scope).");
  process.exit(2);
}

const QUERY = `query ExpiringMembers($after: String) {
  members(filter: { expiry: within7Days }, sort: { field: expirationDate, direction: asc }, first: 100, after: $after) {
    nodes { memberId name email phone membershipTier accountStatus expirationDate }
    pageInfo { endCursor hasNextPage }
  }
}`;

async function page(after) {
  const response = await fetch(new URL("/graphql", GYM_URL), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${GYM_API_KEY}` },
    body: JSON.stringify({ query: QUERY, variables: { after } }),
  });
  const body = await response.json().catch(() => null);
  const problem = body?.errors?.[0]?.message ?? (response.ok ? null : `HTTP ${response.status}`);
  if (problem || !body?.data) throw new Error(`The gym's API refused the request: ${problem ?? "no data"}`);
  return body.data.members;
}

// The member's last day as the gym reads it (India time), e.g. 2026-12-31.
const gymDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

// Quoted when needed; a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula.
function cell(value) {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells) => `${cells.map(cell).join(",")}\r\n`;

try {
  process.stdout.write(line(["Member ID", "Name", "Email", "Phone", "Tier", "Status", "Expires on (IST)"]));
  let after = null;
  do {
    const { nodes, pageInfo } = await page(after);
    for (const m of nodes) {
      const expires = m.expirationDate ? gymDate.format(new Date(m.expirationDate)) : "";
      process.stdout.write(line([m.memberId, m.name, m.email, m.phone, m.membershipTier, m.accountStatus, expires]));
    }
    after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  } while (after);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
