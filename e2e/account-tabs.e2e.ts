import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { callApi, DEMO_STAFF, signInByApi, type DemoAccount } from "./support/api.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { checkWidths } from "./support/widths.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, sessionHeaders, STEP_MS, visible, waitForHydration } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** Each journey walks several pages with axe and two widths on each. */
const JOURNEY_MS = 240_000;

/** Demo accounts (README). */
const MEMBER: DemoAccount = { email: "member@maison.test", password: "maison-demo-2026" };
const PARTNER: DemoAccount = { email: "partner@maison.test", password: "maison-demo-2026" };

/** The thirteen tabs of spec 2 §2 by their paths, in the spec's order (rebag-rewards is the membership page). */
const SPEC_TABS = [
  "/my-account/submissions",
  "/my-account/purchases",
  "/my-account/consignments",
  "/my-account/trades",
  "/my-account/favorites",
  "/my-account/saved-searches",
  "/my-account/clair-codes",
  "/my-account/profile",
  "/my-account/addresses",
  "/my-account/payment",
  "/my-account/membership",
  "/my-account/wallet",
  "/my-account/loan-program",
];

/** The tabs whose pages this site has, by the label of their tab. */
const PAGES: Array<{ path: string; tab: string }> = [
  { path: "/my-account/submissions", tab: "Submissions" },
  { path: "/my-account/consignments", tab: "Consignments" },
  { path: "/my-account/trades", tab: "Trade-ins" },
  { path: "/my-account/favorites", tab: "Favorites" },
  { path: "/my-account/saved-searches", tab: "Saved Searches" },
  { path: "/my-account/clair-codes", tab: "Clair Codes" },
  { path: "/my-account/profile", tab: "Profile" },
  { path: "/my-account/addresses", tab: "Addresses" },
  { path: "/my-account/rebag-rewards", tab: "Membership" },
  { path: "/my-account/loan-program", tab: "Loan Program" },
  { path: "/my-account/password", tab: "Password" },
];

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

const nav = (page: Page) => page.getByRole("navigation", { name: "My Account" });

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status(), `${path} answers`).toBeLessThan(400);
  await waitForHydration(page);
}

describe("the account's tabs (spec 2 §2)", () => {
  it(
    "every tab is in the navigation; each page renders for the demo member, marked current, axe clean, at phone and desktop widths",
    async () => {
      const { page, errors } = await browser.newPage();
      await logInFromHeader(page, server.url, MEMBER);
      await open(page, "/my-account/profile");
      const hrefs = await nav(page).getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const path of SPEC_TABS) expect(hrefs, `the ${path} tab`).toContain(path);
      // Not a business account: no collections tab.
      expect(hrefs).not.toContain("/my-account/b2b-collections");

      for (const { path, tab } of PAGES) {
        await open(page, path);
        await visible(page.locator(".account-content").getByRole("heading").first());
        expect(await nav(page).getByRole("link", { name: tab, exact: true }).getAttribute("aria-current"), `${tab} is the current tab`).toBe("page");
        expect(await page.getByRole("heading", { name: /We'll be right back|We couldn't find that page/ }).count(), `${path} renders without an error`).toBe(0);
        await checkWidths(page, `account-tab-${path.split("/").pop()}`);
      }
      // The spec's key rebag-rewards opens the membership page.
      await open(page, "/my-account/rebag-rewards");
      expect(new URL(page.url()).pathname).toBe("/my-account/membership");

      // The member's earn-more toast, above every tab.
      await visible(page.getByRole("region", { name: "Waiting for you" }).getByText(/Members earn more/));
      expect(errors, "no console errors").toEqual([]);
      await page.context().close();
    },
    JOURNEY_MS,
  );

  it(
    "on a phone the tabs are one row that scrolls sideways, the current tab in view, and a tab is a tap away",
    async () => {
      const { page } = await browser.newPage({ viewport: { width: 390, height: 844 }, mobile: true });
      await logInFromHeader(page, server.url, MEMBER);
      await open(page, "/my-account/loan-program");
      const strip = nav(page).getByRole("list");
      const box = await strip.evaluate((ul) => ({ scroll: ul.scrollWidth, client: ul.clientWidth, page: document.documentElement.scrollWidth }));
      expect(box.scroll).toBeGreaterThan(box.client);
      expect(box.page).toBeLessThanOrEqual(390);
      const current = nav(page).getByRole("link", { name: "Loan Program", exact: true });
      const rect = await current.boundingBox();
      expect(rect && rect.x >= 0 && rect.x + rect.width <= 390, "the current tab is in view").toBe(true);
      await nav(page).getByRole("link", { name: "Addresses", exact: true }).click();
      await page.waitForURL(/\/my-account\/addresses$/, { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 2, name: /Addresses/ }));
      await checkWidths(page, "account-tabs-phone", "both");
      await page.context().close();
    },
    JOURNEY_MS,
  );
});

describe("addresses (spec 2 §2 addresses, §8 the delete message)", () => {
  it(
    "adds, edits, makes default and deletes an address; a failed delete says why with the help link",
    async () => {
      const { page, context } = await browser.newPage();
      await logInFromHeader(page, server.url, MEMBER);
      await open(page, "/my-account/addresses");
      const book = page.getByRole("region", { name: /Addresses/ });

      const add = async (street: string, city: string) => {
        await book.getByRole("button", { name: "Add an address" }).click();
        const form = page.getByRole("form", { name: "New address" });
        await visible(form);
        await form.getByLabel("First name").fill("Margaux");
        await form.getByLabel("Last name").fill("Delacroix");
        await form.getByLabel("Address", { exact: true }).fill(street);
        await form.getByLabel("City").fill(city);
        await form.getByLabel("State").selectOption("NY");
        await form.getByLabel("ZIP code").fill("10001");
        await form.getByRole("button", { name: "Save address" }).click();
        await visible(page.getByRole("status").filter({ hasText: "Address saved." }));
        await visible(book.getByRole("listitem", { name: new RegExp(street) }));
      };

      // A missing field is named where it is.
      await book.getByRole("button", { name: "Add an address" }).click();
      const empty = page.getByRole("form", { name: "New address" });
      await empty.getByLabel("First name").fill("Margaux");
      await empty.getByRole("button", { name: "Save address" }).click();
      await visible(empty.getByText("Please enter a last name."));
      await checkWidths(page, "account-address-form", "both");
      await empty.getByRole("button", { name: "Cancel" }).click();

      await add("1 Gallery Lane", "Hudson");
      await add("22 Atelier Street", "New York");
      await checkWidths(page, "account-addresses", "both");

      // Edit.
      const atelier = book.getByRole("listitem", { name: /22 Atelier Street/ });
      await atelier.getByRole("button", { name: "Edit 22 Atelier Street" }).click();
      const edit = page.getByRole("form", { name: "Edit address" });
      await edit.getByLabel("Apartment, suite, etc. (optional)").fill("Studio 5");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await visible(page.getByRole("status").filter({ hasText: "Address updated." }));
      await visible(book.getByText("22 Atelier Street, Studio 5"));

      // Make default: the mark moves.
      await book.getByRole("button", { name: "Make 22 Atelier Street the default" }).click();
      await visible(page.getByRole("status").filter({ hasText: "22 Atelier Street is now your default address." }));
      await visible(book.getByRole("listitem", { name: /22 Atelier Street.*\(default\)/ }));
      expect(await book.getByText("Default address", { exact: true }).count()).toBe(1);

      // Delete, confirmed.
      await book.getByRole("button", { name: "Delete 1 Gallery Lane" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this address?" });
      await visible(confirm);
      await expectNoSeriousA11yViolations(page, "the delete confirmation");
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await visible(page.getByRole("status").filter({ hasText: "Address deleted." }));
      await expect.poll(() => book.getByRole("listitem", { name: /1 Gallery Lane/ }).count()).toBe(0);

      // Deleted meanwhile elsewhere: the server's detail and the help link (spec 2 §8).
      const headers = await sessionHeaders(context, server.url);
      const list = (await (await fetch(`${server.url}/api/v6/self-check-in/address/`, { headers })).json()) as { addresses: Array<{ id: string; address1: string }> };
      const atelierId = list.addresses.find((a) => a.address1 === "22 Atelier Street")!.id;
      expect((await fetch(`${server.url}/api/v6/my-account/address/${atelierId}/`, { method: "DELETE", headers })).status).toBe(204);
      await book.getByRole("button", { name: "Delete 22 Atelier Street" }).click();
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      const alert = confirm.getByRole("alert");
      await visible(alert.getByText("This address does not exist."));
      expect(await alert.getByRole("link", { name: "Contact Client Services" }).getAttribute("href")).toBe("/support/");
      await checkWidths(page, "account-address-delete-failed", "both");
      await context.close();
    },
    JOURNEY_MS,
  );
});

describe("Clair codes: the saved items of the sellers' catalog (decision 059)", () => {
  it(
    "finds a piece, saves its code, sees it with its value link, removes it",
    async () => {
      const { page, context } = await browser.newPage();
      await logInFromHeader(page, server.url, MEMBER);
      await open(page, "/my-account/clair-codes");
      const search = page.getByRole("search", { name: "The sellers' catalog" });
      await search.getByLabel("Designer, model or style").fill("Chanel Classic Flap");
      await search.getByRole("button", { name: "Search", exact: true }).click();
      const results = page.getByRole("list", { name: /Pieces matching Chanel Classic Flap/ });
      await visible(results);
      const save = results.getByRole("button", { name: /^Save code of/ }).first();
      const label = (await save.getAttribute("aria-label"))!.replace(/^Save code of /, "");
      await save.click();
      const saved = page.getByRole("list", { name: "Saved codes" });
      await visible(saved.getByRole("link", { name: "Get its value" }));
      await expectNoSeriousA11yViolations(page, "a saved Clair code");
      await checkWidths(page, "account-clair-codes", "both");
      const headers = await sessionHeaders(context, server.url);
      const list = (await (await fetch(`${server.url}/api/v6/my-account/saved-skus/`, { headers })).json()) as { count: number; results: Array<{ sku_id: string }> };
      expect(list.count).toBe(1);
      expect(await saved.getByRole("link", { name: "Get its value" }).getAttribute("href")).toBe(`/sell-now?sku=${list.results[0]!.sku_id}`);
      expect(label.length).toBeGreaterThan(0);
      const piece = (await (await fetch(`${server.url}/api/v6/sell/sku/${list.results[0]!.sku_id}/`)).json()) as { title: string };
      await visible(saved.getByText(piece.title, { exact: true }));

      // "Get its value" opens the sell flow on that piece.
      await saved.getByRole("link", { name: "Get its value" }).click();
      await page.waitForURL(/\/sell-now\?sku=/, { timeout: STEP_MS });
      // The sell flow looks the piece up in the sellers' catalog first: a slower step on a busy machine.
      await visible(page.getByText(piece.title).first(), 2 * STEP_MS);
      await open(page, "/my-account/clair-codes");
      await saved.getByRole("button", { name: /^Remove code/ }).click();
      await visible(page.getByRole("heading", { name: "No saved codes yet" }));
      await context.close();
    },
    JOURNEY_MS,
  );
});

describe("business collections (spec 2 §7 B2B collections)", () => {
  it(
    "a business partner names a list, adds a favorite to it, exports it as CSV, removes the piece and deletes the list",
    async () => {
      const token = await signInByApi(server.url, PARTNER);
      const listing = await callApi<{ products: Array<{ id: string; title: string; availableForSale: boolean }> }>(server.url, token, "GET", "/v6/shop/product/?collection=all&limit=5");
      const piece = listing.products.find((p) => p.availableForSale)!;
      await callApi(server.url, token, "POST", "/v6/favorites/", { product_id: piece.id });

      const { page, context } = await browser.newPage();
      await logInFromHeader(page, server.url, PARTNER);
      await open(page, "/my-account/profile");
      await nav(page).getByRole("link", { name: "Collections", exact: true }).click();
      await page.waitForURL(/\/my-account\/b2b-collections$/, { timeout: STEP_MS });
      await visible(page.getByRole("heading", { name: "No lists yet" }));

      // The spec's message for an empty name.
      await page.getByRole("button", { name: "Create list" }).click();
      await visible(page.getByText("Please name your list"));
      await page.getByLabel("New list name").fill("Spring clients");
      await page.getByRole("button", { name: "Create list" }).click();
      await visible(page.getByRole("link", { name: "Spring clients" }));
      await checkWidths(page, "account-b2b-collections", "both");

      await page.getByRole("link", { name: "Spring clients" }).click();
      await visible(page.getByRole("heading", { level: 2, name: "Spring clients (0 pieces)" }));
      await page.getByRole("button", { name: `Add ${piece.title} to Spring clients` }).click();
      await visible(page.getByRole("heading", { level: 2, name: "Spring clients (1 piece)" }));
      await visible(page.getByRole("list", { name: "Pieces in Spring clients" }).getByText(piece.title).first());
      await checkWidths(page, "account-b2b-collection", "both");

      const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
      const csv = await fetch(`${server.url}${href}`, { headers: await sessionHeaders(context, server.url) });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
      expect(await csv.text()).toContain(piece.title);

      await page.getByRole("button", { name: `Remove ${piece.title} from Spring clients` }).click();
      await visible(page.getByRole("heading", { name: "This list is empty" }));
      await page.getByRole("link", { name: "← All collections" }).click();
      await page.getByRole("button", { name: "Delete list Spring clients" }).click();
      await visible(page.getByRole("heading", { name: "No lists yet" }));

      // Another user's list is not found; a shopper is told collections are for partners.
      expect((await page.goto(`${server.url}/my-account/b2b-collections/fcl_0000000000000`))?.status()).toBe(404);
      await visible(page.getByRole("heading", { name: "This list does not exist" }));
      await context.close();

      const shopper = await browser.newPage();
      await logInFromHeader(shopper.page, server.url, MEMBER);
      await open(shopper.page, "/my-account/b2b-collections");
      await visible(shopper.page.getByRole("heading", { name: "Collections are for business partners" }));
      await shopper.context.close();
    },
    JOURNEY_MS,
  );
});

describe("the account's toasts (spec 1 §2)", () => {
  it(
    "a quoted piece shows above every tab as an offer to accept and ship, with its expiry, linked to its submission",
    async () => {
      const member = await signInByApi(server.url, MEMBER);
      const staff = await signInByApi(server.url, DEMO_STAFF);
      const found = await callApi<{ search_results: Array<{ sku: string; title: string }> }>(server.url, member, "GET", "/v6/sell/search/?q=birkin%20togo");
      const birkin = found.search_results.find((s) => /Birkin/.test(s.title))!;
      const jpeg = await sharp({ create: { width: 640, height: 640, channels: 3, background: { r: 120, g: 80, b: 40 } } }).jpeg().toBuffer();
      const form = new FormData();
      form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
      const upload = await fetch(`${server.url}/api/v6/sell/photos/`, { method: "POST", headers: { authorization: `Token ${member}` }, body: form });
      expect(upload.status).toBe(201);
      const photo = ((await upload.json()) as { key: string }).key;
      const ticket = await callApi<{ id: string; items: Array<{ id: string; title: string }> }>(
        server.url,
        member,
        "POST",
        "/v6/sell/submissions/",
        { trade_in: false, items: [{ sku: birkin.sku, condition_key: "very-good", accessories: ["Dust Bag"], serial_number: "Stamp Z", color: "Gold", photos: [photo] }] },
        { "idempotency-key": `e2e-tabs-${Date.now()}` },
      );
      const item = ticket.items[0]!;
      await callApi(server.url, staff, "POST", `/ops/submissions/${item.id}/quote/`, { amount_cents: 9_000_00, expected_resale_cents: 14_000_00, note: "" });

      const { page, context } = await browser.newPage();
      await logInFromHeader(page, server.url, MEMBER);
      await open(page, "/my-account/addresses");
      const notices = page.getByRole("region", { name: "Waiting for you" });
      const offer = notices.getByRole("listitem").filter({ hasText: `Your offer for the ${item.title} is waiting` });
      await visible(offer);
      await visible(offer.getByText(/^Expires in [67] days$/));
      expect(await offer.getByRole("link", { name: "See the offer" }).getAttribute("href")).toBe(`/my-account/submissions/order-details/${ticket.id}`);
      await checkWidths(page, "account-toasts", "both");
      await offer.getByRole("link", { name: "See the offer" }).click();
      await page.waitForURL(new RegExp(`/my-account/submissions/order-details/${ticket.id}$`), { timeout: STEP_MS });
      await context.close();
    },
    JOURNEY_MS,
  );
});
