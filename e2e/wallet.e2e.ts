import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, DEMO_SHOPPER, DEMO_STAFF, signInByApi } from "./support/api.ts";
import { launchBrowser, type TestBrowser } from "./support/browser.ts";
import { checkWidths } from "./support/widths.ts";
import { logInFromHeader, STEP_MS, visible } from "./support/page.ts";
import { startServer, type RunningServer } from "./support/server.ts";

/** The journey walks several pages with axe and two widths on each. */
const JOURNEY_MS = 150_000;

/** The demo shopper is also a seller with $1,250 of cleared earnings (demo data, decision 053). */
const SELLER = DEMO_SHOPPER;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  // E-mails, the outbox and the payout job run as in production.
  server = await startServer({ products: 40, env: { NODE_ENV: "test", WORKERS: "on" } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The newest wallet code mailed to the seller, read from the development mailbox. */
async function walletCodeFromMailbox(): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${server.url}/api/dev/mailbox/?to=${encodeURIComponent(SELLER.email)}`);
        const messages = ((await response.json()) as { messages: Array<{ subject: string | null; text: string }> }).messages;
        code = messages.filter((m) => m.subject === "Your Maison wallet code").map((m) => /^(\d{4})$/m.exec(m.text)?.[1])[0];
        return code ?? null;
      },
      { timeout: 15_000, interval: 300 },
    )
    .not.toBeNull();
  return code as string;
}

describe("the wallet", () => {
  it("a seller with cleared earnings sees pending and completed lists, cashes out $150 to a new bank account after the two-factor code, and sees it pending, then completed", async () => {
    const seller = await browser.newPage();
    await logInFromHeader(seller.page, server.url, SELLER);
    await seller.page.goto(`${server.url}/my-account/wallet`);
    const balances = seller.page.locator(".wallet-balances");
    await visible(balances.getByText("$1,250.00"));
    const history = seller.page.getByRole("region", { name: "History" });
    await visible(history.getByRole("heading", { name: "Pending" }));
    await visible(history.getByText("Nothing pending."));
    await visible(history.getByRole("heading", { name: "Completed" }));
    await visible(history.getByText("Seller earning"));
    await checkWidths(seller.page, "wallet", "both");

    // Cash out $150 to a new bank account: without a recent code the server answers 412 and the page asks for one.
    const cashOut = seller.page.getByRole("region", { name: "Cash out" });
    await cashOut.getByLabel("Amount (USD)").fill("150");
    await cashOut.getByLabel("Send to").selectOption("new");
    await cashOut.getByLabel("Account holder").fill("Sam Shopper");
    await cashOut.getByLabel("Routing number").fill("011000015");
    await cashOut.getByLabel("Account number").fill("000123456789");
    await cashOut.getByRole("button", { name: "Cash out" }).click();
    // Spec 2 §4: the server's 412 message first, then (after 1.5 s) the code screen.
    await visible(seller.page.locator('.wallet-two-factor[data-screen="2"]').getByRole("status"));
    const twoFactor = seller.page.locator('.wallet-two-factor[data-screen="3"]');
    await visible(twoFactor);
    await visible(twoFactor.getByText(/We sent a 4-digit code to s•••@maison\.test/));
    await checkWidths(seller.page, "wallet-two-factor", "both");

    // The code from the development mailbox.
    const code = await walletCodeFromMailbox();
    await twoFactor.getByLabel("4-digit code").fill(code);
    await twoFactor.getByRole("button", { name: /Confirm and cash out/ }).click();
    await seller.page.waitForURL(/\/my-account\/wallet\?cashed_out=/, { timeout: STEP_MS });
    await visible(seller.page.locator('[data-screen="5"]').getByText("Your cash-out of $150.00 to Checking ····6789 is on its way."));
    const cashOuts = seller.page.getByRole("region", { name: "Cash-outs" });
    await visible(cashOuts.getByText("Pending", { exact: true }));
    await visible(balances.getByText("$1,100.00"));
    await visible(seller.page.getByRole("region", { name: "History" }).getByText("Cash-out", { exact: true }).first());
    await checkWidths(seller.page, "wallet-cash-out-pending", "both");

    // The payout run: the development clock moves a minute on and the job sends the transfer.
    const staffToken = await signInByApi(server.url, DEMO_STAFF);
    const sellerToken = await signInByApi(server.url, SELLER);
    await callApi(server.url, staffToken, "POST", "/dev/clock/", { advance_ms: 61_000 });
    await expect
      .poll(async () => (await callApi<{ cash_outs: Array<{ state: string }> }>(server.url, sellerToken, "GET", "/v6/my-account/wallet/")).cash_outs[0]?.state, { timeout: 30_000, interval: 500 })
      .toBe("settled");
    await seller.page.reload();
    await visible(seller.page.getByRole("region", { name: "Cash-outs" }).getByText("Completed", { exact: true }));
    const completed = seller.page.getByRole("region", { name: "History" });
    await visible(completed.getByText("Nothing pending."));
    await visible(completed.getByText("−$150.00"));
    await checkWidths(seller.page, "wallet-cash-out-completed", "both");

    // The payment tab lists the new bank account, used for cash-outs.
    await seller.page.goto(`${server.url}/my-account/payment`);
    await visible(seller.page.getByText("Checking ····6789"));
    await visible(seller.page.getByText(/Used for cash-outs/));
    await checkWidths(seller.page, "account-payment", "both");

    // The wallet landing.
    await seller.page.goto(`${server.url}/wallet`);
    await visible(seller.page.getByRole("heading", { name: "Your earnings, your credit, your points" }));
    await checkWidths(seller.page, "wallet-landing", "both");

    // The console: the customer's ledger shows the cash-out.
    const staff = await browser.newPage();
    await logInFromHeader(staff.page, server.url, DEMO_STAFF);
    await staff.page.goto(`${server.url}/ops/wallet`);
    await visible(staff.page.getByRole("heading", { name: "Wallet and payouts" }));
    await staff.page.getByLabel("Customer e-mail").fill(SELLER.email);
    await staff.page.getByRole("button", { name: "Open ledger" }).click();
    await staff.page.waitForURL(/\/ops\/wallet\?customer=/, { timeout: STEP_MS });
    await visible(staff.page.getByText("Cash-out", { exact: true }).first());
    await checkWidths(staff.page, "ops-wallet-ledger", "both");

    expect(seller.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the account").toEqual([]);
    expect(staff.errors.filter((e) => e.startsWith("page error")), "uncaught errors in the console").toEqual([]);
  }, JOURNEY_MS);
});
