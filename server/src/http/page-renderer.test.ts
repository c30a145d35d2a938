import { ApolloServer } from "@apollo/server";
import type { AppContext } from "../context";
import { processLogger } from "../logging/current-logger";
import { createSchema } from "../schema";
import { startTestServer, type TestServer } from "../testing/test-server";
import { createPageRenderer, type ServerEntry } from "./page-renderer";

// The built client is not part of the server tests: these renders are stand-ins for a page
// whose render never finishes (a component waiting forever after its data arrived).
describe("bounded server rendering (issue 14, item 4)", () => {
  let server: TestServer;
  let apollo: ApolloServer<AppContext>;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    apollo = new ApolloServer<AppContext>({ schema: await createSchema() });
    await apollo.start();
  });
  afterAll(async () => {
    await apollo.stop();
    await server.close();
  });

  it("abandons a render that takes too long: the app shell goes out and may be kept, so visitors do not restart the render", async () => {
    let renders = 0;
    const stuck: ServerEntry = {
      async renderPage(_url, _origin, execute) {
        renders++;
        await execute({ query: "{ siteSettings { siteName } }" });
        return new Promise(() => {});
      },
    };
    const renderer = createPageRenderer("", apollo, server.services, server.config, {
      loadEntry: () => Promise.resolve(stuck),
      timeoutMs: 300,
    });
    const started = performance.now();
    const result = await renderer.render("/about", "test", processLogger());
    expect(performance.now() - started).toBeLessThan(3000);
    expect(renders).toBe(1);
    expect(result).toEqual({ cacheable: true });
  });

  it("still renders a page that answers in time", async () => {
    const quick: ServerEntry = {
      async renderPage(_url, _origin, execute) {
        const { data } = await execute({ query: "{ siteSettings { siteName } }" });
        return { head: `<title>${String((data?.siteSettings as { siteName: string }).siteName)}</title>` };
      },
    };
    const renderer = createPageRenderer("", apollo, server.services, server.config, {
      loadEntry: () => Promise.resolve(quick),
      timeoutMs: 5000,
    });
    expect(await renderer.render("/about", "test", processLogger())).toEqual({
      cacheable: true,
      page: { head: "<title>Iron Warrior Fitness</title>" },
    });
  });
});
