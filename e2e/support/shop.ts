import type { Page } from "playwright-core";
import { visible } from "./page.ts";

/** A product card as the list call gives it, with what the journeys pick pieces by. */
export interface ListedCard {
  handle: string;
  title: string;
  price: number;
  availableForSale: boolean;
  firstLookProduct: boolean;
}

/** The cards of one collection page (`query` like "collection=all-bags&sort=price-asc"), as `headers` sees them. */
export async function listedCards(baseUrl: string, query: string, headers: Record<string, string> = {}): Promise<ListedCard[]> {
  const response = await fetch(`${baseUrl}/api/v6/shop/product/?${query}`, { headers });
  return ((await response.json()) as { products: ListedCard[] }).products;
}

/**
 * The hosted checkout's address and method steps, when it asks for them: a new New York address and
 * the method matching `method`. A checkout with nothing to ship skips both.
 */
export async function shipToNewYork(page: Page, method: RegExp = /US Standard/): Promise<void> {
  const addressStep = page.getByRole("button", { name: "Continue to shipping method" });
  const methodStep = page.getByRole("button", { name: "Continue to payment" });
  const placeOrder = page.getByRole("button", { name: /^Place order/ });
  await visible(addressStep.or(methodStep).or(placeOrder));
  if (await addressStep.isVisible()) {
    const newAddress = page.getByRole("radio", { name: "A new address" });
    if ((await newAddress.count()) > 0) await newAddress.check();
    await page.getByRole("textbox", { name: "First name" }).fill("Ada");
    await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill("12 Gramercy Park South");
    await page.getByRole("textbox", { name: "City" }).fill("New York");
    await page.getByRole("combobox", { name: "State" }).selectOption("NY");
    await page.getByRole("textbox", { name: "ZIP code" }).fill("10003");
    await addressStep.click();
    await visible(methodStep.or(placeOrder));
  }
  if (await methodStep.isVisible()) {
    await page.getByRole("radio", { name: method }).check();
    await methodStep.click();
  }
  await visible(placeOrder);
}

/** Stripe's test Visa, which the built-in test gateway authorises. */
export const TEST_CARD_NUMBER = "4242 4242 4242 4242";

/** Types the test card into the payment step when something is left to pay by card. */
export async function payWithTestCard(page: Page, name = "Ada Lovelace"): Promise<void> {
  const cardNumber = page.getByRole("textbox", { name: "Card number" });
  if ((await cardNumber.count()) === 0) return;
  await cardNumber.fill(TEST_CARD_NUMBER);
  await page.getByRole("textbox", { name: "Expiry (MM / YY)" }).fill(`12 / ${String((new Date().getFullYear() + 3) % 100)}`);
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("textbox", { name: "Name on card" }).fill(name);
}
