import type { Browser, BrowserContext, Page } from "playwright-core";
import { generateSync } from "otplib";
import { startApp, type RunningApp } from "./app-process";
import { describeInBrowser, launchBrowser, pageReady } from "./browser";
import { RENDER_WHEN_NEAR, RENDER_WHEN_NEAR_SWITCH } from "../src/components/ui/render-when-near";
import { SESSION_COOKIE } from "../../common/session-cookies";
import { DEFERRED_STYLESHEET_ID } from "../../common/deferred-stylesheet";

const ADMIN = { email: "ssr-admin@example.com", password: "ssr-admin-password" };
const ADMIN_TOTP_SECRET = "KRUGS4ZANFZSA3LZEBZWK5DVOAQGW2LZ";
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ["/", "Unleash the Warrior Within"],
  ["/about", "About Iron Warrior Fitness"],
  ["/blog", "Fitness Tips & Stories"],
  ["/subscription", "Membership Plans"],
  ["/contact", "Contact Us"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-conditions", "Terms & Conditions"],
  ["/refund-policy", "Refund Policy"],
];

/** What is inside <div id="root"> … </div> as the server sent it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  // The stylesheet follows the content (see stylesheetAfterContent in client/vite.config.mts).
  return start < 0 ? "" : html.slice(start, html.lastIndexOf("</body>")).replace(/\s*<link rel="stylesheet"[^>]*>\s*$/, "");
}

describeInBrowser("pages rendered on the server and brought to life in the browser", () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let graphqlRequests: string[];
  let graphqlAnswers: Promise<unknown>[];

  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TOTP_SECRET }),
      launchBrowser(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    expect(await app?.stop()).toBe(0);
  });
  afterEach(async () => {
    await context?.close();
  });

  async function open(path: string, beforeLoad?: (page: Page) => Promise<void>) {
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    problems = [];
    graphqlRequests = [];
    graphqlAnswers = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      // A hydration mismatch or a blocked inline script shows up as a console error.
      if (message.type() === "error" && !message.text().includes("404")) problems.push(message.text());
    });
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql")) graphqlRequests.push(JSON.parse(request.postData() ?? "{}").operationName);
    });
    page.on("response", (response) => {
      if (!response.url().endsWith("/graphql")) return;
      const answer = response.json();
      // A test that ends before the page view's answer is read closes the page under it: only
      // the tests that wait for the answer care that it failed.
      answer.catch(() => undefined);
      graphqlAnswers.push(answer);
    });
    await beforeLoad?.(page);
    const response = await page.goto(app.url + path);
    await pageReady(page);
    return response!;
  }

  const html = async (path: string) => {
    const response = await fetch(app.url + path);
    return { status: response.status, text: await response.text() };
  };

  it.each(PUBLIC_PAGES)("sends %s with its content in the HTML, for visitors and crawlers without JavaScript", async (path, heading) => {
    const { status, text } = await html(path);
    expect(status).toBe(200);
    const root = rootOf(text);
    expect(root).toContain(`>${heading.replace("&", "&amp;")}</h1>`);
    expect(root).toContain('<script type="application/json" id="apollo-state">');
    // The Content-Security-Policy allows no inline script: none may be needed.
    expect(text.match(/<script(?![^>]*(type="application\/(json|ld\+json)"|src=))[^>]*>/g)).toBeNull();
  });

  it("sends a post and the 404 page rendered, and leaves private pages to the browser", async () => {
    const posts = (
      (await await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ blogPosts { id title } }" }),
      }).then((r) => r.json())) as { data: { blogPosts: { id: string; title: string }[] } }
    ).data.blogPosts;
    const post = await html(`/blog/${posts[0].id}`);
    expect(rootOf(post.text)).toContain(posts[0].title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));

    const missing = await html("/no-such-page");
    expect(missing.status).toBe(404);
    expect(rootOf(missing.text)).toContain("Oops! Page not found");

    for (const path of ["/login", "/signup", "/profile", "/admin"]) {
      expect(rootOf((await html(path)).text).trim()).toBe('<div id="root"></div>');
    }
  });

  it("names the site's icon as a PNG, never an SVG (drawn on the page's main thread)", async () => {
    const head = (await html("/")).text.split("</head>")[0] ?? "";
    const links = [...head.matchAll(/<link rel="([\w-]*icon)"([^>]*)>/g)];
    expect(links.map(([, rel, attributes]) => [rel, /href="([^"]+)"/.exec(attributes ?? "")?.[1]])).toEqual([["icon", "/favicon-32.png"]]);
    /** The PNG's width and height (its IHDR, big-endian at bytes 16 and 20). */
    const pngSize = async (path: string) => {
      const answer = await fetch(app.url + path);
      expect([path, answer.status, answer.headers.get("content-type")]).toEqual([path, 200, "image/png"]);
      const png = Buffer.from(await answer.arrayBuffer());
      return [png.readUInt32BE(16), png.readUInt32BE(20)];
    };
    expect(await pngSize("/favicon-32.png")).toEqual([32, 32]);
    // Asked for by this name, unlinked, by iOS for a home-screen icon.
    expect(await pngSize("/apple-touch-icon.png")).toEqual([180, 180]);
  });

  it("sends Cross-Origin-Opener-Policy on every document but a public page asked for without a session", async () => {
    /** The header of the first answer (built by Express) and of the next (kept ready, sent before it), which agree. */
    const opener = async (path: string, cookie?: string) => {
      const headers = cookie === undefined ? undefined : { cookie };
      const [first, again] = [await fetch(app.url + path, { headers }), await fetch(app.url + path, { headers })];
      expect(again.headers.get("cross-origin-opener-policy")).toBe(first.headers.get("cross-origin-opener-policy"));
      return first.headers.get("cross-origin-opener-policy");
    };
    for (const [path] of PUBLIC_PAGES) expect(await opener(path)).toBeNull();
    expect(await opener("/no-such-page")).toBeNull();
    expect(await opener("/subscription", "theme=dark")).toBeNull();
    // A browser with a session, and the pages where a session starts or is used, keep the policy.
    expect(await opener("/", `${SESSION_COOKIE}=anything`)).toBe("same-origin");
    expect(await opener("/subscription", `theme=dark; ${SESSION_COOKIE}=anything`)).toBe("same-origin");
    for (const path of ["/login", "/signup", "/profile", "/admin"]) expect(await opener(path)).toBe("same-origin");
    const api = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ plans { id } }" }),
    });
    expect(api.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it.each(PUBLIC_PAGES)("brings %s to life without a mismatch and without asking for its data again", async (path, heading) => {
    await open(path);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(problems).toEqual([]);
    // The only request is the page view counted for the dashboard; the page's data came with it.
    for (let wait = 0; wait < 50 && graphqlRequests.length === 0; wait++) await page.waitForTimeout(100);
    expect(graphqlRequests).toEqual(["RecordPageView"]);
    for (let wait = 0; wait < 50 && graphqlAnswers.length === 0; wait++) await page.waitForTimeout(100);
    expect(await Promise.all(graphqlAnswers)).toEqual([{ data: { recordPageView: true } }]);
  });

  it("answers the first tap on a server-rendered page once it is ready", async () => {
    await open("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation").getByRole("link", { name: "About" }).last().click();
    await page.waitForURL(`${app.url}/about`);
    await page.getByRole("heading", { level: 1, name: "About Iron Warrior Fitness" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("opens the menu once for a tap that lands just as the menu comes alive", async () => {
    // The tap comes in the task right after the one that gives the menu button its handler:
    // the islands' start then must not replay it as a tap made before they ran.
    await open("/", async (target) => {
      await target.addInitScript(() => {
        const add = EventTarget.prototype.addEventListener;
        let tapped = false;
        EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
          add.apply(this, args);
          if (tapped || args[0] !== "click" || !(this instanceof HTMLButtonElement) || this.getAttribute("aria-label") !== "Open menu")
            return;
          tapped = true;
          setTimeout(() => this.click());
        };
      });
    });
    // open() waits until every island runs: a replayed tap would have closed the menu by then.
    await page.getByRole("button", { name: "Close menu" }).waitFor();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact" }).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it("lays out only the first screen for the first paint, and the rest of the page right after", async () => {
    // The rule is in the page's inline CSS, so it holds from the first paint.
    expect((await html("/")).text).toContain(`.${RENDER_WHEN_NEAR}{content-visibility:var(${RENDER_WHEN_NEAR_SWITCH},auto);`);
    await open("/");
    const footer = page.locator(`footer.${RENDER_WHEN_NEAR}`);
    await footer.waitFor({ state: "attached" });
    expect(await page.locator(`main .${RENDER_WHEN_NEAR}`).count()).toBeGreaterThanOrEqual(4);
    // Without any scrolling, every block is rendered once the page has painted.
    await page.waitForFunction(
      ({ selector, property }) =>
        [...document.querySelectorAll<HTMLElement>(selector)].every((block) => block.style.getPropertyValue(property) === "visible"),
      { selector: `.${RENDER_WHEN_NEAR}`, property: RENDER_WHEN_NEAR_SWITCH },
    );
    expect(await footer.innerText()).toContain("All rights reserved.");
    // Each is hidden for the first frame of its style too, so that the task that paints first lays out
    // no block Chromium would render there for being within reach; one inside another comes with it.
    const firstFrame = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((block) => ({
          nested: block.parentElement?.closest(selector) !== null,
          animation: getComputedStyle(block).animationName,
        })),
      `.${RENDER_WHEN_NEAR}`,
    );
    expect(firstFrame.filter(({ nested }) => nested).length).toBeGreaterThanOrEqual(3);
    for (const { nested, animation } of firstFrame) expect(animation).toBe(nested ? "none" : "render-after-first-frame");
    expect(problems).toEqual([]);

    // A page the browser renders itself holds nothing back.
    await context.close();
    await open("/signup");
    await page.getByRole("heading", { name: "Join Iron Warrior Fitness" }).waitFor();
    expect(await page.locator("footer").evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("visible");
  });

  it("sets its text in the site's own font faces from the first paint, with no font file to fetch", async () => {
    // In the page's inline CSS, so the first paint has them.
    expect((await html("/subscription")).text).toMatch(/@font-face\{font-family:Site Sans;[^}]*src:local\(Liberation Sans Bold\)/);
    const fontRequests: string[] = [];
    await open("/subscription", (target) => {
      target.on("request", (request) => request.resourceType() === "font" && fontRequests.push(request.url()));
      return Promise.resolve();
    });
    // Each face the page uses is found among the fonts installed here; the italic ones are not needed.
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => `${face.family} ${face.style} ${face.weight} ${face.unicodeRange}: ${face.status}`),
    );
    expect(faces).toEqual([
      "Site Sans normal 100 500 U+0-10FFFF: loaded",
      "Site Sans normal 600 900 U+0-10FFFF: loaded",
      "Site Sans italic 100 500 U+0-10FFFF: unloaded",
      "Site Sans italic 600 900 U+0-10FFFF: unloaded",
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const fontsOf = async (selector: string) => {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      return fonts.map(({ familyName }) => familyName).sort();
    };
    expect(await fontsOf("h1")).toEqual(["Liberation Sans"]);
    // Liberation Sans has no ₹: a price's comes from DejaVu Sans, further down the stack.
    expect(await fontsOf("main span.text-4xl")).toEqual(["DejaVu Sans", "Liberation Sans"]);
    expect(fontRequests).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(PUBLIC_PAGES)("moves nothing on screen while %s paints and renders its held-back blocks", async (path) => {
    for (const viewport of [
      { width: 412, height: 823, isMobile: true }, // Lighthouse's phone
      { width: 768, height: 1024, isMobile: true }, // a tablet: two plans in the first row
      { width: 1366, height: 900, isMobile: false },
    ]) {
      const { isMobile, ...size } = viewport;
      const watched = await browser.newContext({ viewport: size, isMobile, hasTouch: isMobile });
      const shiftsPage = await watched.newPage();
      // As Lighthouse's CLS counts them: every shift from the first paint on.
      await shiftsPage.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            shifts.push(
              `${entry.value.toFixed(4)}: ${entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML.slice(0, 80)).join(", ")}`,
            );
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await shiftsPage.goto(app.url + path);
      await shiftsPage.waitForFunction(
        ({ selector, property }) =>
          [...document.querySelectorAll<HTMLElement>(selector)].every((block) => block.style.getPropertyValue(property) === "visible"),
        { selector: `.${RENDER_WHEN_NEAR}`, property: RENDER_WHEN_NEAR_SWITCH },
      );
      await shiftsPage.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shifts = await shiftsPage.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      await watched.close();
      expect({ viewport, shifts }).toEqual({ viewport, shifts: [] });
    }
  });

  const firstPostId = async () =>
    (
      (await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ blogPosts { id } }" }),
      }).then((r) => r.json())) as { data: { blogPosts: { id: string }[] } }
    ).data.blogPosts[0].id;

  /** How each element of the page looks (what a difference in its CSS would change), in document order. */
  const looks = (target: Page) =>
    target.evaluate(() => {
      const properties = [
        "display",
        "position",
        "visibility",
        "opacity",
        "color",
        "background-color",
        "background-image",
        "border-top-width",
        "border-top-style",
        "border-top-color",
        "border-bottom-width",
        "border-radius",
        "box-shadow",
        "font-family",
        "font-size",
        "font-weight",
        "line-height",
        "text-align",
        "text-decoration-line",
        "padding-top",
        "padding-right",
        "padding-bottom",
        "padding-left",
        "margin-top",
        "margin-bottom",
        "width",
        "height",
        "gap",
        "z-index",
        "transform",
        "outline-style",
        "cursor",
        "pointer-events",
      ];
      return [...document.body.querySelectorAll("*")].map((element) => {
        const style = getComputedStyle(element);
        const values = properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join("; ");
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${values}`;
      });
    });

  /** Until no transition or finite animation runs: a busy machine can still be fading a colour when the page's looks are read. */
  const transitionsDone = (target: Page) =>
    target.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
    );

  /** What a visitor does with each island page's islands: open the menu, send forms empty and full, copy a link. */
  const islandVisits: [visit: string, path: string, act: (target: Page) => Promise<void>][] = [
    [
      "opens the menu on /",
      "/",
      async (target) => {
        // A phone's menu; a desktop's links are in the header itself.
        const menu = target.getByRole("button", { name: "Open menu" });
        if (await menu.isVisible()) await menu.click();
      },
    ],
    ["sends the contact form empty", "/contact", (target) => target.getByRole("button", { name: "Send Message" }).click()],
    [
      "sends a contact message",
      "/contact",
      async (target) => {
        await target.getByLabel("First Name").fill("Meera");
        await target.getByLabel("Last Name").fill("Bora");
        await target.getByLabel("Email", { exact: true }).fill("meera@example.com");
        await target.getByLabel("Subject").fill("Evening batch");
        await target.getByLabel("Message", { exact: true }).fill("Is there a batch after 7 PM?");
        await target.getByRole("button", { name: "Send Message" }).click();
        await target.getByRole("button", { name: "Send another message" }).waitFor();
      },
    ],
    ["subscribes with no address on /blog", "/blog", (target) => target.getByRole("button", { name: "Subscribe" }).click()],
    [
      "copies a post's link",
      "a post",
      async (target) => {
        await target.getByRole("button", { name: "Copy Link" }).click();
        await target.getByText("Link copied!").waitFor();
      },
    ],
  ];

  it.each(islandVisits)(
    "styles what the islands render when a visitor %s from the page's own CSS, and fetches no stylesheet",
    async (_visit, path, act) => {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1366, height: 900 },
      ]) {
        const visit = await browser.newContext({ viewport, permissions: ["clipboard-read", "clipboard-write"] });
        const target = await visit.newPage();
        const stylesheets: string[] = [];
        target.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
        await target.goto(app.url + (path === "a post" ? `/blog/${await firstPostId()}` : path));
        await pageReady(target);
        await act(target);
        // Off what the visitor clicked: Chromium updates the hover of an element re-rendered
        // under a still pointer only at some later moment, which could fall between the two reads.
        await target.mouse.move(0, 0);
        // Menus and toasts slide in.
        await target.waitForTimeout(700);
        await transitionsDone(target);
        const before = await looks(target);
        expect({ viewport, stylesheets }).toEqual({ viewport, stylesheets: [] });
        // The whole stylesheet, as the full app takes it, changes nothing.
        await target.evaluate(
          (id) =>
            new Promise((resolve) => {
              const link = (document.getElementById(id) as HTMLTemplateElement).content.querySelector("link")!;
              link.addEventListener("load", resolve, { once: true });
              document.head.append(link);
            }),
          DEFERRED_STYLESHEET_ID,
        );
        await transitionsDone(target);
        const after = await looks(target);
        await visit.close();
        const changed = after.flatMap((look, index) => (look === before[index] ? [] : [`was ${before[index]}`, `now ${look}`]));
        expect({ viewport, changed }).toEqual({ viewport, changed: [] });
      }
    },
  );

  it("shows a signed-in member their account in the header of a page the server rendered anonymously", async () => {
    const response = await fetch(`${app.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Hydra Member", email: "hydra@example.com", password: "secret123", acceptPolicies: true }),
    });
    const signup = (await response.json()) as { data: { user: Record<string, unknown> } };
    const cookies = response.headers.getSetCookie().map((cookie) => {
      const [name, value] = cookie.split(";")[0].split("=") as [string, string];
      return { name, value, url: app.url };
    });
    const rendered = await html("/");
    expect(rootOf(rendered.text)).toContain(">Login<");

    await open("/", async (p) => {
      await p.context().addCookies(cookies);
      await p.addInitScript((user) => localStorage.setItem("user", JSON.stringify(user)), { ...signup.data.user, role: "user" });
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).last().waitFor();
    expect(await page.getByRole("link", { name: "Login" }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("puts an admin's change into the server-rendered HTML at once", async () => {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...ADMIN, otp: generateSync({ secret: ADMIN_TOTP_SECRET }) }),
    }).then((r) => r.json() as Promise<{ data: { token: string } }>);
    expect(rootOf((await html("/")).text)).toContain("Unleash the Warrior Within");
    const change = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${login.data.token}` },
      body: JSON.stringify({ query: 'mutation { updateHero(input: { title: "Rendered Fresh" }) { title } }' }),
    }).then((r) => r.json() as Promise<{ errors?: unknown }>);
    expect(change.errors).toBeUndefined();
    const root = rootOf((await html("/")).text);
    expect(root).toContain(">Rendered Fresh</h1>");
    expect(root).not.toContain("Unleash the Warrior Within");
  });
});
