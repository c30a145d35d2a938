import type { Request } from "playwright-core";
import manifest from "../src/graphql/persisted-operations.json";
import { appSession, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

const typeOf = new Map(manifest.operations.map((operation) => [operation.name, operation.type]));

describeInBrowser("persisted operations in Chromium", () => {
  const { session, newPage } = appSession();

  it("sends a member page's queries as GET requests with the build's hash and no text; mutations by POST", async () => {
    const page = await newPage({ viewport: PHONE });
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") requests.push(request);
    });

    await page.goto(`${session.app.url}/signup`);
    await page.getByLabel("Full Name").fill("Hashed Member");
    await page.getByLabel("Email").fill("hashed-member@example.com");
    await page.getByLabel("Password", { exact: true }).fill("kettlebell-at-six-am");
    await page.getByLabel("Confirm Password").fill("kettlebell-at-six-am");
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${session.app.url}/profile`);
    // The profile's own queries, from a fresh load (the first load's may be cut short by the reload).
    const fromReload = requests.length;
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Hashed Member" }).waitFor();

    const gets = requests.slice(fromReload).filter((request) => request.method() === "GET");
    expect(gets.map((request) => new URL(request.url()).searchParams.get("operationName"))).toEqual(
      expect.arrayContaining(["CurrentUser", "ProfilePage"]),
    );
    for (const request of gets) {
      const params = new URL(request.url()).searchParams;
      const operationName = params.get("operationName") ?? "";
      expect(params.has("query")).toBe(false);
      expect(typeOf.get(operationName)).toBe("query");
      const { persistedQuery } = JSON.parse(params.get("extensions") ?? "{}") as { persistedQuery?: { sha256Hash: string } };
      expect(persistedQuery?.sha256Hash).toBe(manifest.operations.find((o) => o.name === operationName)?.id);
      // Answered 200, or dropped by the page itself (Apollo cancels a query whose component went away).
      const response = await request.response();
      expect({ operationName, outcome: response ? response.status() : request.failure()?.errorText }).toEqual({
        operationName,
        outcome: response ? 200 : "net::ERR_ABORTED",
      });
    }
    const answered = await Promise.all(gets.map(async (request) => ((await request.response())?.status() === 200 ? request : null)));
    const answeredNames = answered.flatMap((request) => (request ? [new URL(request.url()).searchParams.get("operationName")] : []));
    expect(answeredNames).toEqual(expect.arrayContaining(["CurrentUser", "ProfilePage"]));
    // Every POST is a mutation: the server knew every hash (an unknown one makes the client POST the query's text).
    const posted = requests
      .filter((request) => request.method() === "POST")
      .map((request) => request.postDataJSON() as { operationName: string });
    expect(posted.length).toBeGreaterThan(0);
    for (const { operationName } of posted) expect(typeOf.get(operationName)).toBe("mutation");
  });
});
