import { expect } from "vitest";
import { TEST_CARD_NUMBER } from "./shop.ts";

/**
 * What the page list needs from a freshly seeded site, made through the API as a shopper's browser
 * would: who signs in (a session token each), which pieces to show (for sale, VIP preview, sold), a
 * placed guest order (its thank-you and order pages), a cart to check out, a piece and an order for
 * the console, a password-reset link.
 */

/** Demo accounts (README). */
export const DEMO_PASSWORD = "maison-demo-2026";
export const PERSONA_EMAILS = {
  shopper: "shopper@maison.test",
  member: "member@maison.test",
  staff: "staff@maison.test",
} as const;

export type Persona = "visitor" | keyof typeof PERSONA_EMAILS;

export interface SiteFacts {
  url: string;
  /** The storefront token the server was started with (its GraphQL needs it). */
  storefrontToken: string;
  /** A session token per signed-in persona (the auth_token cookie). */
  sessions: Record<Exclude<Persona, "visitor">, string>;
  products: { available: string; vip: string; sold: string };
  /** A guest's placed order: its thank-you page and its order page (with the guest's key). */
  order: { id: string; thankYouPath: string; orderPath: string };
  /** A cart with a piece, nobody's yet, and its hosted checkout page. */
  checkout: { cartId: string; path: string };
  /** A piece and an order as the console lists them. */
  ops: { pieceId: string; orderId: string };
  /** A password-reset page from a real reset e-mail. */
  resetPath: string;
}

interface ListedCard {
  handle: string;
  price: number;
  availableForSale: boolean;
  firstLookProduct: boolean;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = await response.text();
  expect(response.ok, `${what}: ${response.status} ${body.slice(0, 300)}`).toBe(true);
  return JSON.parse(body) as T;
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/v7/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return (await json<{ auth_token: string }>(response, `sign in as ${email}`)).auth_token;
}

/** A storefront GraphQL call (the web cart's own documents, reduced to what is needed here). */
async function storefront<T>(facts: Pick<SiteFacts, "url" | "storefrontToken">, query: string, variables: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${facts.url}/api/2024-07/graphql.json`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": facts.storefrontToken, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await json<{ data: T; errors?: unknown }>(response, "storefront call");
  expect(body.errors, "storefront errors").toBeUndefined();
  return body.data;
}

const CART_CREATE = `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { field message } } }`;

/** A new cart holding the piece `handle`, as `headers` (a session, or a visitor), with a buyer e-mail when given. */
export async function createCart(
  facts: Pick<SiteFacts, "url" | "storefrontToken">,
  handle: string,
  options: { headers?: Record<string, string>; email?: string } = {},
): Promise<{ id: string; checkoutUrl: string }> {
  const product = await json<{ product: { product_variant: { id: string } } }>(await fetch(`${facts.url}/api/v6/shop/product/${handle}/`), `product ${handle}`);
  const input = {
    lines: [{ merchandiseId: `gid://shopify/ProductVariant/${product.product.product_variant.id}`, quantity: 1 }],
    ...(options.email ? { buyerIdentity: { email: options.email } } : {}),
  };
  const created = await storefront<{ cartCreate: { cart: { id: string; checkoutUrl: string } | null; userErrors: unknown[] } }>(facts, CART_CREATE, { input }, options.headers);
  expect(created.cartCreate.userErrors, "cart created").toEqual([]);
  return created.cartCreate.cart!;
}

/** Places a guest order for the piece `handle` through the hosted checkout's calls, paid with the test card. */
async function placeGuestOrder(facts: Pick<SiteFacts, "url" | "storefrontToken">, handle: string): Promise<{ order_id: string; thank_you_url: string; access_key: string | null }> {
  const cart = await createCart(facts, handle, { email: "every-page.guest@example.com" });
  const token = new URL(cart.checkoutUrl).pathname.split("/").pop()!;
  const call = (method: string, step: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${facts.url}/api/checkout/${token}/${step}`, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  await json(await call("PUT", "shipping-address/", {
    first_name: "Grace",
    last_name: "Hopper",
    address1: "1 Fifth Avenue",
    city: "New York",
    province: "NY",
    zip: "10003",
    country_code: "US",
  }), "shipping address");
  await json(await call("PUT", "shipping-method/", { handle: "us-standard" }), "shipping method");
  const payment = { kind: "card", number: TEST_CARD_NUMBER, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: "123", name: "Grace Hopper" };
  return json(await call("POST", "complete/", { payment }, { "idempotency-key": `every-page-${handle}` }), "complete checkout");
}

/** Everything the page list needs, from a site seeded with the demo data. */
export async function prepareSiteFacts(url: string, storefrontToken: string): Promise<SiteFacts> {
  const base = { url, storefrontToken };
  const [shopper, member, staff] = await Promise.all([signIn(url, PERSONA_EMAILS.shopper), signIn(url, PERSONA_EMAILS.member), signIn(url, PERSONA_EMAILS.staff)]);

  const cards = (await json<{ products: ListedCard[] }>(await fetch(`${url}/api/v6/shop/product/?collection=all-bags&sort=price-asc`), "bags")).products;
  const forSale = cards.filter((c) => c.availableForSale && !c.firstLookProduct && c.price >= 200);
  const vip = (await json<{ products: ListedCard[] }>(await fetch(`${url}/api/v6/shop/product/?collection=new-arrivals`), "new arrivals")).products.find((c) => c.firstLookProduct);
  const sold = cards.find((c) => !c.availableForSale);
  expect(forSale.length, "bags for sale in the demo catalog").toBeGreaterThanOrEqual(3);
  expect(vip, "a VIP preview piece in the demo catalog").toBeDefined();
  expect(sold, "a sold bag in the demo catalog").toBeDefined();

  // The guest order buys the cheapest piece; the others stay for sale for the pages and carts.
  const placed = await placeGuestOrder(base, forSale[0]!.handle);
  const checkoutCart = await createCart(base, forSale[2]!.handle, { email: "every-page.checkout@example.com" });

  const staffHeaders = { authorization: `Token ${staff}` };
  const pieces = await json<{ pieces: Array<{ id: string }> }>(await fetch(`${url}/api/ops/pieces/`, { headers: staffHeaders }), "console pieces");
  expect(pieces.pieces.length, "pieces in the console").toBeGreaterThan(0);

  await json(await fetch(`${url}/api/v6/reset_password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: PERSONA_EMAILS.shopper }) }), "password reset");
  const mailbox = await json<{ messages: Array<{ to: string; subject: string; text: string }> }>(await fetch(`${url}/api/dev/mailbox/`), "mailbox");
  const resetMail = mailbox.messages.find((m) => m.to === PERSONA_EMAILS.shopper && /reset/i.test(m.subject));
  const resetLink = /\/reset-password\/[A-Za-z0-9_-]+/.exec(resetMail?.text ?? "")?.[0];
  expect(resetLink, "a reset link in the mailbox").toBeDefined();

  const thankYou = new URL(placed.thank_you_url, url);
  return {
    url,
    storefrontToken,
    sessions: { shopper, member, staff },
    products: { available: forSale[1]!.handle, vip: vip!.handle, sold: sold!.handle },
    order: {
      id: placed.order_id,
      thankYouPath: `${thankYou.pathname}${thankYou.search}`,
      orderPath: `/orders/${placed.order_id}${placed.access_key ? `?key=${encodeURIComponent(placed.access_key)}` : ""}`,
    },
    checkout: { cartId: checkoutCart.id, path: new URL(checkoutCart.checkoutUrl).pathname },
    ops: { pieceId: pieces.pieces[0]!.id, orderId: placed.order_id },
    resetPath: resetLink!,
  };
}
