import { randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import type { CartAttribute, CartViewer } from "../../src/modules/cart/cart.port.ts";
import { VISITOR_CART_VIEWER } from "../../src/modules/cart/cart.port.ts";
import type { AuthorizeRequest, AuthorizeResult } from "../../src/platform/payments/payment-gateway.ts";
import { viewerFor } from "./cart-fixtures.ts";
import { insertProduct, type ProductFixture } from "./catalog-fixtures.ts";
import type { TestApp } from "./test-app.ts";

/**
 * The checkout as a buyer meets it: carts made through the real cart service, then the hosted
 * checkout's REST calls through the application (app.inject), paid through the real built-in test
 * gateway whose authorisations are kept in `payment_authorizations`.
 */

export const US_ADDRESS = {
  first_name: "Ines",
  last_name: "Morel",
  address1: "1 Fifth Avenue",
  address2: "",
  city: "New York",
  province: "NY",
  zip: "10003",
  country_code: "US",
  phone: "",
};

/** Stripe's test Visa, accepted by the built-in gateway. */
export const TEST_CARD = { kind: "card" as const, number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123", name: "Ines Morel" };
/** Stripe's generic decline. */
export const DECLINED_CARD = { ...TEST_CARD, number: "4000 0000 0000 0002" };

type Headers = Record<string, string>;

export interface BuyerSession {
  /** The cart viewer the cart service sees. */
  viewer: CartViewer;
  /** Headers that sign requests in (empty for a guest). */
  headers: Headers;
}

export const GUEST: BuyerSession = { viewer: VISITOR_CART_VIEWER, headers: {} };

/** A signed-in buyer as the cart and the REST calls see them. */
export function signedIn(user: { id: string; email: string; headers: { authorization: string } }, options: { member?: boolean } = {}): BuyerSession {
  return { viewer: viewerFor(user, { member: options.member ?? false }), headers: user.headers };
}

/** A listed one-of-a-kind product. */
export function listedProduct(t: TestApp, fixture: ProductFixture = {}) {
  return insertProduct(t.context.db.kysely, fixture);
}

/** A cart made through the cart service holding these variants; returns its token. */
export async function cartOf(t: TestApp, variantIds: string[], buyer: BuyerSession = GUEST, extras: { attributes?: CartAttribute[] } = {}): Promise<string> {
  const result = await t.context.services.cart.create({ lines: variantIds.map((merchandiseId) => ({ merchandiseId })), attributes: extras.attributes }, buyer.viewer);
  if (!result.cart) throw new Error(`cart not created: ${JSON.stringify(result.userErrors)}`);
  return result.cart.id;
}

export function checkoutCall(t: TestApp, method: "GET" | "PUT" | "POST", path: string, buyer: BuyerSession, payload?: unknown, headers: Headers = {}) {
  return t.app.inject({ method, url: `/api/checkout/${path}`, headers: { ...buyer.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Fills the checkout through its REST calls: the guest's e-mail (when given), the address and the method. */
export async function fillCheckout(
  t: TestApp,
  token: string,
  buyer: BuyerSession,
  options: { email?: string; address?: typeof US_ADDRESS; method?: string } = {},
): Promise<void> {
  const steps: Array<[string, unknown]> = [];
  if (options.email) steps.push([`${token}/contact/`, { email: options.email }]);
  steps.push([`${token}/shipping-address/`, options.address ?? US_ADDRESS]);
  steps.push([`${token}/shipping-method/`, { handle: options.method ?? "us-standard" }]);
  for (const [path, payload] of steps) {
    const response = await checkoutCall(t, "PUT", path, buyer, payload);
    if (response.statusCode !== 200) throw new Error(`PUT ${path} answered ${response.statusCode}: ${response.body}`);
  }
}

/** POST /api/checkout/{token}/complete/ with an Idempotency-Key (a fresh one unless given). */
export function completeCheckout(t: TestApp, token: string, buyer: BuyerSession, body: unknown = { payment: TEST_CARD }, key: string = `key-${randomUUID()}`) {
  return checkoutCall(t, "POST", `${token}/complete/`, buyer, body, { "idempotency-key": key });
}

/** The test gateway's authorisations for a cart (its description names the cart). */
export function authorisationsOf(t: TestApp, token: string) {
  return t.context.db.kysely
    .selectFrom("payment_authorizations")
    .select(["id", "status", "amount_cents"])
    .where("description", "=", `Maison order, cart ${token}`)
    .orderBy("created_at")
    .execute();
}

/**
 * What became of each payment of a cart, in order (decision 093: a completion is a sale, so a payment
 * given back is refunded in full rather than voided): `refunded` is a capture refunded in full;
 * otherwise the gateway's status (`captured`, `voided` for an authorisation given back, `declined`, `authorized`).
 */
export async function paymentsOf(t: TestApp, token: string): Promise<string[]> {
  const rows = await t.context.db.kysely
    .selectFrom("payment_authorizations")
    .select(["status", "amount_cents", "refunded_cents"])
    .where("description", "=", `Maison order, cart ${token}`)
    .orderBy("created_at")
    .execute();
  return rows.map((a) => (a.status === "captured" && Number(a.refunded_cents) >= Number(a.amount_cents) ? "refunded" : a.status));
}

export function ordersOf(t: TestApp, token: string) {
  return t.context.db.kysely.selectFrom("orders").selectAll().where("cart_token", "=", token).execute();
}

export const errorOf = (response: LightMyRequestResponse) => response.json() as { code: string; message: string; field?: string };

/**
 * Failure injection into the real test gateway (the real parts cannot be made to pause mid-payment):
 * the next authorisation first runs `before` — to let the clock move or another buyer act while the
 * payment is in flight, or to stand for a process that dies there — then goes to the real gateway.
 */
export function beforeNextAuthorisation(t: TestApp, before: () => Promise<void>): void {
  const gateway = t.context.payments;
  const real = gateway.authorize.bind(gateway);
  gateway.authorize = async (request: AuthorizeRequest): Promise<AuthorizeResult> => {
    gateway.authorize = real;
    await before();
    return real(request);
  };
}

/** A promise with its resolve and reject, to pause a step until the test lets it go. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}
