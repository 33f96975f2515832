import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOPPER, DEMO_STAFF, type DemoAccount } from "./support/api.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { checkWidths } from "./support/widths.ts";
import { expectNoSeriousA11yViolations, logInFromHeader, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** Each journey walks several pages with axe and two widths on each. */
const JOURNEY_MS = 150_000;

/** A stylist with a member's account (README's demo accounts). */
const STYLIST: DemoAccount = { email: "member@maison.test", password: DEMO_SHOPPER.password };

/** A one-page resale certificate, as a business scans it (PDF). */
const CERTIFICATE = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("wholesale and partners", () => {
  it("a business asks for access, staff approve it, and it sees the wholesale menu and collection", async () => {
    const business = await browser.newPage();
    const page = business.page;
    await logInFromHeader(page, server.url, DEMO_SHOPPER);

    // Not yet a business: no Wholesale menu, and the collection asks to request access.
    const mainNav = page.getByRole("navigation", { name: "Main" }).first();
    await visible(mainNav.getByRole("link", { name: "New Arrivals" }));
    expect(await mainNav.getByRole("link", { name: "Wholesale", exact: true }).count()).toBe(0);
    const refused = await page.goto(`${server.url}/collections/wholesale`);
    expect(refused?.status()).toBe(403);
    await visible(page.getByRole("heading", { level: 1, name: "Wholesale is for approved business partners" }));
    await expectNoSeriousA11yViolations(page, "the wholesale collection, refused");
    await checkWidths(page, "wholesale-request-access");

    await page.getByRole("main").getByRole("link", { name: "Request access" }).click();
    await page.waitForURL(/\/join-rebagforbusiness$/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 2, name: "Apply for wholesale access" }));
    await checkWidths(page, "wholesale-signup", "both");

    // A missing certificate is refused with the field named, and what was typed stays.
    await page.getByLabel("Company name").fill("Laurent Vintage Paris");
    await page.getByLabel("Tax id (EIN)").fill("12-3456789");
    await page.getByLabel("Kind of business").selectOption("boutique");
    await page.getByLabel("Expected monthly purchases").selectOption("10k_50k");
    await page.getByLabel("What you buy").fill("Hermès and Chanel bags");
    await page.getByRole("button", { name: "Apply for wholesale access" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Resale certificate: Upload your resale certificate." }));
    expect(await page.getByLabel("Company name").inputValue()).toBe("Laurent Vintage Paris");
    await expectNoSeriousA11yViolations(page, "the business signup with an error");

    await page.getByLabel("Resale certificate").setInputFiles({ name: "resale-certificate.pdf", mimeType: "application/pdf", buffer: CERTIFICATE });
    await page.getByRole("button", { name: "Apply for wholesale access" }).click();
    await page.waitForURL(/\/wholesale-partner\/thank-you$/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 1, name: "Thank you for applying" }));
    await checkWidths(page, "wholesale-thank-you", "both");

    // Staff approve it in the console.
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, DEMO_STAFF);
    await staff.page.goto(`${server.url}/ops`);
    await staff.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Wholesale" }).click();
    await staff.page.waitForURL(/\/ops\/wholesale$/, { timeout: STEP_MS });
    await visible(staff.page.getByRole("heading", { level: 1, name: "Wholesale applications" }));
    const card = staff.page.getByRole("article", { name: "Laurent Vintage Paris" });
    await visible(card);
    await visible(card.getByText("12-3456789"));
    await expectNoSeriousA11yViolations(staff.page, "the console's wholesale applications");
    await checkWidths(staff.page, "ops-wholesale");
    const certificate = await staff.context.request.get(`${server.url}${await card.getByRole("link", { name: /Resale certificate/ }).getAttribute("href")}`);
    expect(certificate.status()).toBe(200);
    expect(certificate.headers()["content-type"]).toBe("application/pdf");
    await card.getByRole("button", { name: "Approve Laurent Vintage Paris" }).click();
    await visible(staff.page.getByRole("status").filter({ hasText: "Laurent Vintage Paris is approved" }));
    await staff.context.close();

    // The business now has the Wholesale menu (inside its window) and the collection.
    await page.goto(`${server.url}/`);
    const wholesale = page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Wholesale", exact: true });
    await visible(wholesale);
    await checkWidths(page, "wholesale-home-b2b");
    await wholesale.click();
    await page.waitForURL(/\/collections\/wholesale$/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 1, name: "Wholesale" }));
    await expectNoSeriousA11yViolations(page, "the wholesale collection, open");
    await checkWidths(page, "wholesale-collection");
    await business.context.close();
  }, JOURNEY_MS);

  it("a stylist signs up as a partner and submits a lead, which it then follows", async () => {
    const { page, context } = await browser.newPage();
    await logInFromHeader(page, server.url, STYLIST);
    // The footer's Business link reaches the same signup as spec 2's /join-rebagforbusiness.
    const footerSignup = await page.goto(`${server.url}/join-maisonforbusiness/`);
    expect(footerSignup?.status()).toBe(200);
    await visible(page.getByRole("heading", { level: 2, name: "Apply for wholesale access" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Maison at the Department Store" }).click();
    await page.waitForURL(/\/department-store\/?$/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 2, name: "Become a partner" }));
    await checkWidths(page, "partner-signup", "both");

    await page.getByLabel("Store or business name").fill("Atelier Delacroix");
    await page.getByLabel("Kind of partner").selectOption("stylist");
    await page.getByLabel("Contact name").fill("Margaux Delacroix");
    // No location: the server's detail, as the partner form shows it (spec 2 §8).
    await page.getByRole("button", { name: "Become a partner" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Choose at least one location." }));
    await page.getByRole("checkbox", { name: /Maison SoHo, New York/ }).check();
    await page.getByRole("button", { name: "Become a partner" }).click();

    await page.waitForURL(/\/partner\/leads\?welcome=1$/, { timeout: STEP_MS });
    await visible(page.getByRole("heading", { level: 1, name: "Your leads" }));
    await visible(page.getByRole("status").filter({ hasText: /your partner code is ATELIERD\d{2}/ }));
    await visible(page.getByRole("heading", { name: "No leads yet" }));
    await checkWidths(page, "partner-leads-empty", "both");

    const form = page.getByRole("main");
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 110, b: 70 } } }).jpeg().toBuffer();
    await form.getByLabel("Customer's name").fill("Ines Moreau");
    await form.getByLabel("Customer's e-mail").fill("ines.moreau@example.com");
    await form.getByLabel("Designer").fill("Hermès");
    await form.getByLabel("What it is").fill("Birkin 30 in Togo, gold hardware");
    await form.getByLabel("Condition").selectOption("excellent");
    await form.getByLabel("Photo of the piece").setInputFiles({ name: "birkin.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Submit lead" }).click();

    await page.waitForURL(/\/partner\/leads\?sent=1$/, { timeout: STEP_MS });
    await visible(page.getByRole("status").filter({ hasText: "the lead is with our specialists" }));
    const lead = page.getByRole("article", { name: "Ines Moreau" });
    await visible(lead);
    await visible(lead.getByText(/Hermès/));
    await expectNoSeriousA11yViolations(page, "the partner's leads");
    await checkWidths(page, "partner-leads");
    await context.close();
  }, JOURNEY_MS);
});
