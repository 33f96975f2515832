import sharp from "sharp";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { expectNoSeriousA11yViolations, STEP_MS, visible } from "./page.ts";
import { checkWidths } from "./widths.ts";

/** Staff steps of the console that more than one journey walks: the seller's piece received, paid and listed. */

/** The page's success note after a move (the page reloads with ?done=…). */
export async function expectDone(page: Page, text: RegExp): Promise<void> {
  await visible(page.getByRole("status").filter({ hasText: text }));
}

/** A studio photo of the piece (JPEG), as the listing screens upload it. */
export async function studioPhoto(): Promise<Buffer> {
  const size = 900;
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % size;
    pixels[i] = 20 + Math.round((x / size) * 40);
    pixels[i + 1] = 20;
    pixels[i + 2] = 24;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * From the inbound queue: opens the ticket's item, receives it, authenticates it and pays the seller in
 * store credit, checking that only each state's moves are offered and that the timeline names each step
 * and who took it. Answers the id of the piece the item became.
 */
export async function receiveAuthenticateAndPay(page: Page, baseUrl: string, ticket: { number: string; itemId: string; arrivesBy: string }, staffEmail: string): Promise<string> {
  await page.goto(`${baseUrl}/ops/submissions?queue=inbound`);
  await visible(page.getByRole("heading", { level: 1, name: "Submissions" }));
  await page.getByRole("row", { name: new RegExp(ticket.number) }).getByRole("link").click();
  await page.waitForURL(new RegExp(`/ops/submissions/${ticket.itemId}$`), { timeout: STEP_MS });
  await visible(page.getByRole("heading", { level: 2, name: "Coming in" }));
  await visible(page.getByText(ticket.arrivesBy));
  // Only the moves of this state are offered.
  await visible(page.getByRole("button", { name: "Mark received" }));
  expect(await page.getByRole("button", { name: "Send the quote" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Pay in store credit" }).count()).toBe(0);
  await checkWidths(page, "ops-submission-inbound");

  await page.getByRole("button", { name: "Mark received" }).click();
  await expectDone(page, /The piece is received/);
  const pieceLink = page.getByRole("link", { name: /^Open piece \d+$/ });
  await visible(pieceLink);
  const productId = (await pieceLink.innerText()).replace(/\D/g, "");

  await page.getByRole("button", { name: "Mark authenticated" }).click();
  await expectDone(page, /The piece is authenticated/);
  const pay = page.getByRole("button", { name: "Pay in store credit" });
  await visible(pay);
  await checkWidths(page, "ops-submission-to-pay");
  await pay.click();
  await expectDone(page, /The seller is paid/);
  await visible(page.getByText("Paid", { exact: true }).first());
  const timeline = (await page.getByRole("region", { name: "Timeline" }).innerText()).replace(/\s+/g, " ");
  for (const step of ["Offer accepted", "Shipping booked", "Received", "Authenticated", "Paid"]) expect(timeline).toContain(step);
  expect(timeline).toContain("in store credit");
  expect(timeline).toContain(staffEmail);
  return productId;
}

/**
 * Opens the piece a paid submission became, prepares its listing, adds a studio photo and the
 * new-arrivals tag, and publishes it now. Answers the piece's path in the shop.
 */
export async function listPiece(page: Page, baseUrl: string, productId: string): Promise<string> {
  await page.goto(`${baseUrl}/ops/pieces/${productId}`);
  await visible(page.getByRole("heading", { level: 1 }));
  const pieceTimeline = (await page.getByRole("region", { name: "Timeline" }).innerText()).replace(/\s+/g, " ");
  expect(pieceTimeline).toContain("Received");
  expect(pieceTimeline).toContain("Authenticated");
  await expectNoSeriousA11yViolations(page, "the piece a submission became");

  await page.getByRole("button", { name: "Prepare the listing" }).click();
  await visible(page.getByRole("status").filter({ hasText: /The listing is a draft/ }));
  await page.getByRole("region", { name: "Actions" }).getByRole("link", { name: "Edit" }).click();
  await page.waitForURL(new RegExp(`/ops/pieces/${productId}/edit$`), { timeout: STEP_MS });
  const form = page.getByRole("main");
  await form.getByRole("checkbox", { name: "New arrival" }).check();
  await form.getByLabel("Add photos").setInputFiles([{ name: "studio-front.jpg", mimeType: "image/jpeg", buffer: await studioPhoto() }]);
  await expect.poll(() => form.getByRole("button", { name: /^Remove photo/ }).count(), { timeout: STEP_MS }).toBe(1);
  await form.getByRole("button", { name: /^Save/ }).click();
  await page.waitForURL(new RegExp(`/ops/pieces/${productId}$`), { timeout: STEP_MS });
  await page.getByRole("button", { name: "Publish now" }).click();
  await visible(page.getByText("On sale", { exact: true }).first());
  const shopHref = await page.getByRole("link", { name: "See it in the shop" }).getAttribute("href");
  return new URL(shopHref!, baseUrl).pathname;
}
