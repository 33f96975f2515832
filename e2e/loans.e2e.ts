import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOPPER, DEMO_STAFF, signInByApi, type DemoAccount } from "./support/api.ts";
import { checkWidths } from "./support/widths.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { logInFromHeader, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { payWithTestCard } from "./support/shop.ts";

/** The journey walks several pages with axe and two widths on each: more than the project's 60 s on a busy machine. */
const JOURNEY_MS = 180_000;

/** Demo accounts (README). */
const STAFF = DEMO_STAFF;
const BORROWER = DEMO_SHOPPER;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // E-mails and the outbox run as in production.
  server = await startServer({ products: 120, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signIn = (account: DemoAccount) => signInByApi(server.url, account);

const status = (page: Page, text: RegExp) => visible(page.getByRole("status").filter({ hasText: text }));

describe("the loan program", () => {
  it(
    "a loan is asked for, funded when staff receive the piece, repaid on the hosted payment page, and the piece is shipped back",
    async () => {
      // The borrower keeps an address the piece ships from.
      const token = await signIn(BORROWER);
      const saved = await fetch(`${server.url}/api/v6/self-check-in/address/`, {
        method: "POST",
        headers: { authorization: `Token ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ first_name: "Sofia", last_name: "Laurent", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014", country_code: "US" }),
      });
      expect(saved.status).toBe(201);

      const borrower = await browser.newPage();
      const page = borrower.page;
      await logInFromHeader(page, server.url, BORROWER);

      // The rewards page leads to the landing page, which shows the terms by tier.
      await page.goto(`${server.url}/rewards`);
      await page.getByRole("link", { name: "How loans work" }).click();
      await page.waitForURL(/\/loan-program$/, { timeout: STEP_MS });
      await visible(page.getByRole("heading", { level: 1, name: "Borrow against a piece you own" }));
      const terms = page.getByRole("table", { name: "Loan terms by tier" });
      await visible(terms.getByRole("row", { name: /Diamond\s+60%\s+5/ }));
      await checkWidths(page, "loan-program", "both");

      // The account tab: no loan yet; the piece is found and valued; the loan is requested.
      await page.getByRole("link", { name: "Start a loan" }).click();
      await page.waitForURL(/\/my-account\/loan-program$/, { timeout: STEP_MS });
      await visible(page.getByText(/You have no loans yet/));
      await expect.poll(() => page.getByRole("navigation", { name: "My Account" }).getByRole("link", { name: "Loan Program" }).getAttribute("aria-current")).toBe("page");
      await checkWidths(page, "my-account-loan-program-empty", "both");
      await page.getByRole("textbox", { name: "Your piece" }).fill("Nothing by that name zzzq");
      await page.getByRole("button", { name: "See what we can lend" }).click();
      await visible(page.getByText(/could not find this piece in our catalogue/));
      await page.getByRole("textbox", { name: "Your piece" }).fill("Chanel Classic Flap");
      await page.getByRole("button", { name: "See what we can lend" }).click();
      const offer = page.getByRole("region", { name: /Chanel/ });
      await visible(offer.getByText(/We can lend you \$[\d,]+ against your/));
      await checkWidths(page, "my-account-loan-program-offer", "both");
      await offer.getByRole("button", { name: "Request the loan" }).click();
      await status(page, /Your loan is requested/);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Chanel/ }) });
      await visible(card.getByText("Awaiting your piece"));
      await visible(card.getByText(/prepaid UPS label, tracking number 1Z/));
      await checkWidths(page, "my-account-loan-program-requested", "both");
      await card.getByRole("button", { name: "I have sent my piece" }).click();
      await status(page, /We will let you know when your piece arrives/);
      await visible(card.getByText("On its way to us"));

      // Staff receive and authenticate the piece: the loan is funded and the borrower paid.
      const staff = await browser.newPage();
      await logInFromHeader(staff.page, server.url, STAFF);
      await staff.page.goto(`${server.url}/ops`);
      await staff.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Loans" }).click();
      await staff.page.waitForURL(/\/ops\/loans$/, { timeout: STEP_MS });
      await visible(staff.page.getByRole("heading", { level: 1, name: "Loans" }));
      const staffCard = staff.page.getByRole("listitem").filter({ hasText: BORROWER.email });
      await visible(staffCard.getByText("On its way to us"));
      await checkWidths(staff.page, "ops-loans-to-fund", "both");
      await staffCard.getByRole("button", { name: /Received and authenticated: pay \$/ }).click();
      await status(staff.page, /The loan is funded/);

      // The borrower sees the loan funded with its due date, and repays on the hosted payment page.
      await page.goto(`${server.url}/my-account/loan-program`);
      await visible(card.getByText("Funded"));
      await visible(card.getByText(/Repay by \w+ \d+, \d{4}/));
      await checkWidths(page, "my-account-loan-program-funded", "both");
      await card.getByRole("button", { name: /Repay \$/ }).click();
      await page.waitForURL(/\/pay\/[A-Za-z0-9_-]+$/, { timeout: STEP_MS });
      await checkWidths(page, "loan-repayment-pay", "both");
      await payWithTestCard(page, "Sofia Laurent");
      await page.getByRole("button", { name: /^Pay / }).click();
      await visible(page.getByText(/paid/i).first());
      await page.goto(`${server.url}/my-account/loan-program`);
      await visible(card.getByText("Repaid, piece being shipped back"));

      // Staff ship the piece back; the borrower sees the return's tracking number.
      await staff.page.getByRole("link", { name: /Repaid, to ship back/ }).click();
      await staff.page.waitForURL(/queue=to_ship_back/, { timeout: STEP_MS });
      await checkWidths(staff.page, "ops-loans-to-ship-back", "both");
      await staff.page.getByRole("listitem").filter({ hasText: BORROWER.email }).getByRole("button", { name: "Ship the piece back" }).click();
      await status(staff.page, /on its way back to the borrower/);
      await page.goto(`${server.url}/my-account/loan-program`);
      await visible(card.getByText("Closed, piece returned"));
      await visible(card.getByText(/Shipped back on .*UPS tracking number 1Z/));
      await checkWidths(page, "my-account-loan-program-returned", "both");
    },
    JOURNEY_MS,
  );
});
