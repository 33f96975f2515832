import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/**
 * The content security policy of rendered pages (decision 064): scripts run from the site's files or,
 * inline, with the nonce written for that one response. The page's own inline scripts carry it and
 * run (the page hydrates); a script injected without it is refused.
 */

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 60, env: { NODE_ENV: "test" } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function nonceOf(policy: string | null): string {
  const scripts = (policy ?? "").split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
  expect(scripts).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1];
  expect(nonce, `a nonce in "${scripts}"`).toBeTruthy();
  return nonce as string;
}

describe("content security policy", () => {
  it("every inline script of a page carries that response's nonce, and each response has a new one", async () => {
    const first = await fetch(`${server.url}/`);
    const second = await fetch(`${server.url}/`);
    const nonce = nonceOf(first.headers.get("content-security-policy"));
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] as string).filter((attrs) => !attrs.includes("ld+json"));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("the page's own scripts run, and one injected without the nonce is refused", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForLoadState("load");
    // The layout's inline flag ran, and the footer's form came alive with hydration.
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
    await expect.poll(() => page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);

    const ran = await page.evaluate(async () => {
      const refused = new Promise<boolean>((resolve) => document.addEventListener("securitypolicyviolation", () => resolve(true), { once: true }));
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await Promise.race([refused, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(errors.some((e) => e.includes("Content Security Policy"))).toBe(true);
  });
});
