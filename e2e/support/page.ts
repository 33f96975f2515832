import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** How long one step of a journey may take (a navigation, a dialog, a cart answer). */
export const STEP_MS = 15_000;
/** Axe findings that fail a journey. */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

export async function visible(locator: Locator, timeout = STEP_MS): Promise<void> {
  await locator.waitFor({ state: "visible", timeout });
}

/** Waits until the page is interactive: the footer's Subscribe button is enabled only after hydration. */
export async function waitForHydration(page: Page): Promise<void> {
  const subscribe = page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });
  await expect.poll(() => subscribe.isEnabled(), { timeout: STEP_MS }).toBe(true);
}

/**
 * Runs axe once dialogs have faded in (endless animations, a loading shimmer, are left alone),
 * prints the blocking findings, and fails on serious or critical ones.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
  if (blocking.length > 0) {
    console.log(`axe on ${label}:\n${blocking.map((v) => `  [${v.impact}] ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("\n")}`);
  }
  expect(blocking.map((v) => `${v.impact} ${v.id}`), `serious or critical accessibility violations on ${label}`).toEqual([]);
}

/** Signs in through the header's Log In dialog and waits for the account menu. */
export async function logInFromHeader(page: Page, baseUrl: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
  const login = page.getByRole("dialog", { name: "Log In" });
  await visible(login);
  await login.getByRole("textbox", { name: "E-mail" }).fill(account.email);
  await login.getByLabel("Password", { exact: true }).fill(account.password);
  await login.getByRole("button", { name: "Log In", exact: true }).click();
  await visible(page.getByRole("banner").getByRole("button", { name: "Account menu" }));
}

/** The signed-in browser's session as API headers, for reading what the pages did. */
export async function sessionHeaders(context: BrowserContext, baseUrl: string): Promise<Record<string, string>> {
  const auth = (await context.cookies(baseUrl)).find((c) => c.name === "auth_token");
  expect(auth, "a session cookie").toBeDefined();
  return { authorization: `Token ${auth!.value}` };
}
