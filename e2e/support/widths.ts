import { expect } from "vitest";
import type { Page } from "playwright-core";
import { screenshot } from "./browser.ts";
import { expectNoSeriousA11yViolations } from "./page.ts";

/**
 * Nothing on the page is wider than the screen at a phone's and a desktop's width, with a screenshot of
 * each (named `<name>-<width>`), and axe at the phone's width, at both, or not at all (a step checked
 * with axe otherwise).
 */
export async function checkWidths(page: Page, name: string, axe: "phone" | "both" | "none" = "phone"): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.scroll, `${name} at ${width} px is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
    if (axe === "both" || (axe === "phone" && width === 390)) await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
