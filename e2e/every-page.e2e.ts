import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { expectNoSeriousA11yViolations, STEP_MS } from "./support/page.ts";
import { startServer, RESULTS_DIR, type RunningServer } from "./support/server.ts";
import { createCart, prepareSiteFacts, type Persona, type SiteFacts } from "./support/site-facts.ts";
import { SITE_PAGES, SITE_WIDTHS, type SitePage } from "./support/site-pages.ts";

/**
 * Every page of the site (support/site-pages.ts) at a phone's width (390 px, emulating a phone: touch,
 * overlay scrollbars, a layout viewport that grows with anything too wide) and a desktop's (1440 px):
 * nothing is wider than the screen, with the cart drawer closed and open, and axe finds nothing
 * serious or critical, and the content security policy refuses none of the page's scripts.
 * Screenshots go to test-results/e2e/pages/.
 */

const STOREFRONT_TOKEN = "every-page-storefront-token-0123456789";
const SHOTS_DIR = path.join(RESULTS_DIR, "pages");

let server: RunningServer;
let browser: TestBrowser;
let site: SiteFacts;
const tabs = new Map<string, Promise<{ context: BrowserContext; page: Page; errors: string[] }>>();
/** The drawer is checked by axe once per person and width: it is the same drawer on every page. */
const drawerChecked = new Set<string>();

beforeAll(async () => {
  // The dev mailbox is there outside production; e-mails are sent by the workers.
  server = await startServer({ products: 300, env: { NODE_ENV: "test", WORKERS: "on", STOREFRONT_ACCESS_TOKEN: STOREFRONT_TOKEN } });
  browser = await launchBrowser();
  site = await prepareSiteFacts(server.url, STOREFRONT_TOKEN);
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One browser tab per person and width, signed in as them, with a piece in their cart. */
function tabFor(persona: Persona, width: number) {
  const key = `${persona}@${width}`;
  let tab = tabs.get(key);
  if (!tab) {
    tab = (async () => {
      const opened = await browser.newPage({ viewport: { width, height: 844 }, mobile: width < 768 });
      const headers: Record<string, string> = persona === "visitor" ? {} : { authorization: `Token ${site.sessions[persona]}` };
      const cart = await createCart(site, site.products.available, { headers });
      const cookies = [{ name: "cart", value: encodeURIComponent(cart.id), url: site.url }];
      if (persona !== "visitor") cookies.push({ name: "auth_token", value: site.sessions[persona], url: site.url });
      await opened.context.addCookies(cookies);
      return opened;
    })();
    tabs.set(key, tab);
  }
  return tab;
}

/** Waits until the page is interactive: the footer's Subscribe button comes alive with hydration; pages without it wait for the network to rest. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const subscribe = page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });
  if ((await subscribe.count()) > 0) await expect.poll(() => subscribe.isEnabled(), { timeout: STEP_MS }).toBe(true);
  else await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The page is exactly as wide as the screen: `document.documentElement.scrollWidth` equals the
 * viewport's width. Under a modal dialog the page keeps its scrollbar's gutter (scrollbar-gutter:
 * stable, so nothing moves when a dialog opens), which desktop Chromium reserves even with its
 * scrollbars hidden: there the page may be narrower than the screen, never wider.
 */
async function expectFitsScreen(page: Page, width: number, label: string): Promise<void> {
  const seen = await page.evaluate((screen) => {
    const scroll = document.documentElement.scrollWidth;
    const wider = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > screen + 1)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ").join(".")} → ${Math.round(element.getBoundingClientRect().right)} px`);
    return { scroll, layoutViewport: window.innerWidth, modal: document.querySelector("dialog[open]") !== null, wider };
  }, width);
  const message = `${label}: ${seen.scroll} px wide on a ${width} px screen (widest: ${seen.wider.join(", ") || "none"})`;
  expect(seen.layoutViewport, message).toBe(width);
  if (seen.modal && width >= 768) expect(seen.scroll, message).toBeLessThanOrEqual(width);
  else expect(seen.scroll, message).toBe(width);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`) });
}

/** Opens the cart drawer from the header, checks it, and closes it again. */
async function checkDrawer(page: Page, persona: Persona, width: number, label: string): Promise<void> {
  if (await page.locator("dialog[open]").count()) {
    await page.keyboard.press("Escape");
    await page.locator("dialog[open]").waitFor({ state: "detached", timeout: 3_000 }).catch(() => undefined);
    // A page that is a dialog (the sign-in an account page asks for) stays one: its cart is out of reach.
    if (await page.locator("dialog[open]").count()) return;
  }
  const cartButton = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
  if ((await cartButton.count()) === 0) return; // the console has no shop header
  await cartButton.click();
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  await drawer.waitFor({ state: "visible", timeout: STEP_MS });
  await drawer.getByRole("list", { name: "Items in your cart" }).waitFor({ state: "visible", timeout: STEP_MS });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  await expectFitsScreen(page, width, `${label} with the cart drawer open`);
  // The drawer's own controls are all on the screen: its close button and Checkout.
  for (const control of [drawer.getByRole("button", { name: /close/i }).first(), drawer.getByRole("button", { name: "Checkout" })]) {
    const box = await control.boundingBox();
    expect(box, `${label}: a drawer control is drawn`).not.toBeNull();
    expect(box!.x >= 0 && box!.x + box!.width <= width, `${label}: a drawer control is off the screen (${JSON.stringify(box)})`).toBe(true);
  }
  const key = `${persona}@${width}`;
  if (!drawerChecked.has(key)) {
    drawerChecked.add(key);
    await shoot(page, `drawer-${persona}-${width}`);
    await expectNoSeriousA11yViolations(page, `the cart drawer (${persona}, ${width} px)`);
  }
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "detached", timeout: STEP_MS });
  await expectFitsScreen(page, width, `${label} with the cart drawer closed again`);
}

describe.each(SITE_WIDTHS)("every page at %i px", (width) => {
  it.each(SITE_PAGES.map((p) => ({ ...p, label: `${p.name} (${p.as})` })))(
    "$label: no wider than the screen, drawer open and closed; no serious axe findings",
    async (sitePage: SitePage & { label: string }) => {
      const { page, errors } = await tabFor(sitePage.as, width);
      errors.length = 0;
      const target = typeof sitePage.path === "string" ? sitePage.path : sitePage.path(site);
      const label = `${sitePage.label} at ${width} px (${target})`;
      const response = await page.goto(`${site.url}${target}`);
      expect(response?.status(), `${label}: status`).toBe(sitePage.status ?? 200);
      await settle(page);
      await sitePage.then?.(page);

      await expectFitsScreen(page, width, label);
      await shoot(page, `${sitePage.name}-${sitePage.as}-${width}`);
      await expectNoSeriousA11yViolations(page, label);
      await checkDrawer(page, sitePage.as, width, label);
      expect(errors.filter((e) => e.startsWith("page error")), `${label}: uncaught errors`).toEqual([]);
      // Every inline script the page writes carries the response's nonce: none is refused (decision 064).
      expect(errors.filter((e) => e.includes("Content Security Policy")), `${label}: scripts the policy refused`).toEqual([]);
    },
    120_000,
  );
});
