import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/**
 * `describe` when Chromium is installed. Outside CI a missing browser skips the suite with a
 * printed reason; with CI=true it is a failure, so a skipped suite never passes for a green run.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (chromiumPath()) {
    describe(name, body);
    return;
  }
  const reason = `Chromium not found (looked for ${CANDIDATES.filter(Boolean).join(", ")}); install it with apt-get install chromium`;
  if (process.env.CI === "true") {
    describe(name, () => {
      it("needs Chromium", () => {
        throw new Error(reason);
      });
    });
    return;
  }
  console.warn(`Skipping browser tests "${name}": ${reason}`);
  describe.skip(name, body);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * Waits until the site page at the current address is live: a page the server rendered shows
 * its content before its scripts run, and a tap before then does nothing.
 */
export async function pageReady(page: Page): Promise<void> {
  const { pathname } = new URL(page.url());
  await page.waitForSelector(`html[data-page-ready="${pathname}"]`, { state: "attached" });
}
