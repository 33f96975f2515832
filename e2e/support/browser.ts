import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { RESULTS_DIR } from "./server.ts";

/** Flags for a quiet, offline, headless Chromium in containers and CI. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Chromium to drive: CHROME_PATH, else Debian's /usr/bin/chromium or chromium-browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error("No Chromium found: set CHROME_PATH or install chromium (apt-get install chromium).");
}

export interface TestBrowser {
  browser: Browser;
  /**
   * A fresh context (cookies, storage) and page; the page logs console errors for diagnosis. `mobile`
   * emulates a phone (touch, overlay scrollbars, a layout viewport that grows with content too wide).
   */
  newPage(options?: { viewport?: { width: number; height: number }; mobile?: boolean }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium through playwright-core. Chromium writes its own
 * org.chromium.Chromium.* temp dirs; they go to a private TMPDIR that is removed on close.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), "maison-chromium-"));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, TMPDIR: privateTmp },
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1366, height: 900 },
        locale: "en-US",
        timezoneId: "UTC",
        ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      return { context, page, errors };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close().catch(() => {});
      fs.rmSync(privateTmp, { recursive: true, force: true });
    },
  };
}

/**
 * Saves a full-page screenshot as test-results/e2e/<name>.png and returns its path. Lazy images are
 * switched to eager and given a moment (at most 10 s) to decode first, so the picture is complete.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) img.loading = "eager";
    const pending = [...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => undefined));
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
  const file = path.join(RESULTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
