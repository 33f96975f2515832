import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { checkWidths } from "./support/widths.ts";
import { expectNoSeriousA11yViolations, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const JOURNEY_MS = 120_000;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 60 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the Clair Report (spec 2 §2, decision 068)", () => {
  it(
    "opens on the newest year from the footer's address, draws 2022's charts with their tables, and moves to 2021",
    async () => {
      const { page } = await browser.newPage();
      const response = await page.goto(`${server.url}/clair-report/`);
      expect(response?.status()).toBe(200);
      await page.waitForURL(/\/clair-report\/2022$/, { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 1, name: "The resale market in 2022" }));

      // Four charts, each drawn wide and narrow; the screen shows one drawing of each.
      expect(await page.locator("svg.report-chart-svg[role=img]").count()).toBe(8);
      expect(await page.getByRole("img", { name: /, 202[12]/ }).count()).toBe(4);
      await visible(page.getByRole("img", { name: /Designers by resale value as a share of retail, 2022/ }));
      await visible(page.getByRole("img", { name: /Models by median days from listing to sale, 2022/ }));
      await visible(page.getByRole("img", { name: /Change of the average sale price by category, 2022 against 2021/ }));
      // Each chart has ten bars at most, and at least one.
      const bars = await page.locator(".report-chart-wide svg.report-chart-svg").first().locator("rect.report-chart-bar").count();
      expect(bars).toBeGreaterThan(0);
      expect(bars).toBeLessThanOrEqual(10);
      // The figures behind a chart are in a table.
      await page.getByText("Show the figures").first().click();
      await visible(page.getByRole("columnheader", { name: "Share of retail" }).first());
      await visible(page.getByRole("heading", { level: 2, name: "Method" }));
      await expectNoSeriousA11yViolations(page, "the 2022 report");
      await checkWidths(page, "clair-report-2022");

      await page.getByRole("navigation", { name: "Reports by year" }).getByRole("link", { name: "2021" }).click();
      await page.waitForURL(/\/clair-report\/2021$/, { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 1, name: "The resale market in 2021" }));
      await expectNoSeriousA11yViolations(page, "the 2021 report");
      await checkWidths(page, "clair-report-2021", "none");

      const missing = await page.goto(`${server.url}/clair-report/2019`);
      expect(missing?.status()).toBe(404);
      await visible(page.getByText("There is no Clair Report for that year", { exact: false }));
      await expectNoSeriousA11yViolations(page, "a year without a report");
    },
    JOURNEY_MS,
  );
});
