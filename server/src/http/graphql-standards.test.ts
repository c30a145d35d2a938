import { auditServer } from "graphql-http";
import { startTestServer, type TestServer } from "../testing/test-server";

/** Issue 12 item 15: what integrators expect of any GraphQL server. */
describe("standard GraphQL over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { seed: false });
  });
  afterAll(() => server.close());

  it("passes every MUST audit of graphql-http", async () => {
    const results = await auditServer({ url: `${server.url}/graphql` });
    const musts = results.filter((result) => result.name.startsWith("MUST"));
    expect(musts.length).toBeGreaterThan(10);
    expect(musts.filter((result) => result.status !== "ok").map((result) => `${result.name}: ${result.status}`)).toEqual([]);
  });

  it("accepts the specified directives @include and @skip", async () => {
    const { data, errors } = await server.graphql(
      "query ($on: Boolean!) { a: __typename @include(if: true) b: __typename @include(if: $on) c: __typename @skip(if: true) }",
      { on: false },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ a: "Query" });
  });

  it("counts __typename aliases against the alias limit", async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `t${i}: __typename`).join(" ");
    const { data, errors } = await server.graphql(`{ ${aliases} }`);
    expect(data).toBeUndefined();
    expect(errors![0].message).toMatch(/aliases/i);
  });
});
