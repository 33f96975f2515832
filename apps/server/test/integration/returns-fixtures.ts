import { randomUUID } from "node:crypto";
import { cartOf, completeCheckout, fillCheckout, listedProduct, signedIn, TEST_CARD, US_ADDRESS } from "../support/checkout-fixtures.ts";
import type { TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { opsCall, person } from "./ops-orders-fixtures.ts";

export interface DeliveredOrder {
  orderId: string;
  number: string;
  buyer: SignedInUser;
  productIds: string[];
}

/**
 * An order placed through the real checkout by a signed-in buyer (the test card, gift cards if
 * given), then packed, shipped and delivered by `packer` through the console: ready to return.
 */
export async function deliveredOrder(
  t: TestApp,
  packer: SignedInUser,
  prices: number[],
  extras: { buyer?: SignedInUser; giftCardCodes?: string[]; attributes?: Array<{ key: string; value: string }>; address?: typeof US_ADDRESS; method?: string; deliver?: boolean; ship?: boolean } = {},
): Promise<DeliveredOrder> {
  const user = extras.buyer ?? (await person(t));
  const buyer = signedIn(user);
  const products = [];
  for (const price of prices) products.push(await listedProduct(t, { price_cents: price }));
  const token = await cartOf(t, products.map((p) => p.variant_id), buyer, { attributes: extras.attributes });
  if (extras.giftCardCodes) {
    const applied = await t.context.services.cart.updateGiftCardCodes(token, extras.giftCardCodes, buyer.viewer);
    if (applied.userErrors.length > 0) throw new Error(`gift cards refused: ${JSON.stringify(applied.userErrors)}`);
  }
  await fillCheckout(t, token, buyer, { address: extras.address, method: extras.method });
  const response = await completeCheckout(t, token, buyer, { payment: TEST_CARD }, `key-${randomUUID()}`);
  if (response.statusCode !== 200) throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  const { order_id: orderId, order_number: number } = response.json() as { order_id: string; order_number: string };
  const steps: Array<[string, object | undefined]> = [];
  if (extras.ship !== false) steps.push([`${orderId}/pack/`, undefined], [`${orderId}/ship/`, { carrier: "ups", tracking_number: "1Z999AA10123456784" }]);
  if (extras.ship !== false && extras.deliver !== false) steps.push([`${orderId}/deliver/`, undefined]);
  for (const [path, body] of steps) {
    const moved = await opsCall(t, "POST", path, packer.headers, body);
    if (moved.statusCode !== 200) throw new Error(`POST ${path} answered ${moved.statusCode}: ${moved.body}`);
  }
  return { orderId, number, buyer: user, productIds: products.map((p) => p.id) };
}

/** A call of the buyer's account API as whoever these headers sign in. */
export function accountCall(t: TestApp, method: "GET" | "POST", path: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/v6/my-account/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}

/** A call of the console's returns API. */
export function returnsCall(t: TestApp, method: "GET" | "POST", path: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/ops/returns/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}
