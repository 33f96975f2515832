import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { DEMO_STAFF } from "./support/api.ts";
import { checkWidths } from "./support/widths.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const JOURNEY_MS = 180_000;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 120 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Feed {
  version: string;
  items: Array<{ title: string; url: string; image?: string; summary?: string }>;
}

const feed = async (): Promise<Feed> => {
  const response = await fetch(`${server.url}/feed/json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/feed+json");
  return (await response.json()) as Feed;
};

describe("content written by staff (decision 065)", () => {
  it(
    "the demo's pages render: the about-us menu, the stylist's edits with real pieces, Editorial",
    async () => {
      const { page } = await browser.newPage();
      await page.goto(`${server.url}/about-us/`);
      await visible(page.getByRole("heading", { level: 1, name: "About Us" }));
      const menu = page.getByRole("navigation", { name: "About Maison" });
      for (const name of ["About Us", "Our Services", "Affiliates", "Press Mentions", "Testimonials"]) await visible(menu.getByRole("link", { name }));
      await expectNoSeriousA11yViolations(page, "about us");
      await checkWidths(page, "content-about-us");

      await page.goto(`${server.url}/stylist/`);
      const edits = page.getByRole("list", { name: "The stylist's edits" });
      await visible(edits);
      expect(await edits.getByRole("listitem").count()).toBe(10);
      await edits.getByRole("link").first().click();
      await page.waitForURL(/\/style-assembly\/[a-z-]+\/$/, { timeout: STEP_MS });
      const pieces = page.getByRole("list", { name: /: pieces$/ });
      await visible(pieces);
      expect(await pieces.getByRole("listitem").count()).toBeGreaterThan(0);
      // Real product imagery, from the image pipeline.
      const src = await pieces.locator("img").first().getAttribute("src");
      expect(src).toMatch(/\/images\//);
      await expectNoSeriousA11yViolations(page, "a stylist's edit");
      await checkWidths(page, "content-stylist-edit");

      await page.goto(`${server.url}/editorial/`);
      await visible(page.getByRole("heading", { level: 1, name: "Editorial" }));
      expect(await page.getByRole("list", { name: "Articles" }).getByRole("listitem").count()).toBe(3);
      await checkWidths(page, "content-editorial");
    },
    JOURNEY_MS,
  );

  it(
    "staff write an article, publish it: it appears at /editorial/… and in /feed/json; unpublished, it is gone",
    async () => {
      const before = await feed();
      expect(before.version).toBe("https://jsonfeed.org/version/1.1");
      expect(before.items.some((i) => i.title === "The Art of the Hermès Scarf")).toBe(false);

      const { page } = await browser.newPage();
      await logInFromHeader(page, server.url, DEMO_STAFF);
      await page.goto(`${server.url}/ops`);
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
      await page.waitForURL(/\/ops\/content$/, { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 1, name: "Content" }));
      await visible(page.getByRole("table").getByRole("link", { name: "About Us" }));
      await expectNoSeriousA11yViolations(page, "the console's content list");
      await checkWidths(page, "ops-content");

      await page.getByRole("link", { name: "New page or article" }).click();
      await visible(page.getByRole("heading", { level: 1, name: "New page or article" }));
      // A slug that is not one is refused under its field.
      await page.getByLabel("Slug").fill("Not a slug");
      await page.getByLabel("Title").fill("The Art of the Hermès Scarf");
      await page.getByLabel("Summary").fill("Ninety centimetres of silk, and a story in every one.");
      await page.getByLabel("Text").fill("Every carré begins as a drawing.\n\n## The colours\n\nUp to forty screens, one for each colour.");
      await page.getByRole("button", { name: "Create draft" }).click();
      await visible(page.getByText(/Give a slug of lower-case letters/));
      await expectNoSeriousA11yViolations(page, "the content form with an error");
      await checkWidths(page, "ops-content-new-error");

      await page.getByLabel("Slug").fill("the-art-of-the-scarf");
      await page.getByRole("button", { name: "Create draft" }).click();
      await page.waitForURL(/\/ops\/content\/cte_[a-z0-9]+\?saved=1$/, { timeout: STEP_MS });
      await visible(page.getByText("Draft saved. Publish it to show it on the site."));

      // Not on the site yet.
      expect((await fetch(`${server.url}/editorial/the-art-of-the-scarf/`)).status).toBe(404);

      await page.getByRole("button", { name: "Publish" }).click();
      await visible(page.getByText(/Published: The Art of the Hermès Scarf is live at \/editorial\/the-art-of-the-scarf\//));
      await expectNoSeriousA11yViolations(page, "a published article in the console");
      await checkWidths(page, "ops-content-published");

      const reader = await browser.newPage();
      await reader.page.goto(`${server.url}/editorial/`);
      await reader.page.getByRole("link", { name: "The Art of the Hermès Scarf" }).click();
      await reader.page.waitForURL(/\/editorial\/the-art-of-the-scarf\/$/, { timeout: STEP_MS });
      await visible(reader.page.getByRole("heading", { level: 1, name: "The Art of the Hermès Scarf" }));
      await visible(reader.page.getByRole("heading", { level: 2, name: "The colours" }));
      await expectNoSeriousA11yViolations(reader.page, "the published article");
      await checkWidths(reader.page, "content-article");

      const after = await feed();
      const item = after.items.find((i) => i.title === "The Art of the Hermès Scarf");
      expect(item, "the article in the feed").toBeDefined();
      expect(item!.url).toMatch(/\/editorial\/the-art-of-the-scarf\/$/);
      expect(item!.summary).toBe("Ninety centimetres of silk, and a story in every one.");
      expect(after.items[0]!.title).toBe("The Art of the Hermès Scarf");

      await page.getByRole("button", { name: "Unpublish" }).click();
      await visible(page.getByText(/Unpublished: The Art of the Hermès Scarf is off the site/));
      expect((await fetch(`${server.url}/editorial/the-art-of-the-scarf/`)).status).toBe(404);
      expect((await feed()).items.some((i) => i.title === "The Art of the Hermès Scarf")).toBe(false);
    },
    JOURNEY_MS,
  );

  it("a shopper never reaches the console's content", async () => {
    const response = await fetch(`${server.url}/ops/content`);
    expect(response.status).toBe(403);
  });
});
