import { expect } from "vitest";
import { TEST_CARD_NUMBER } from "./shop.ts";

/**
 * What the page list needs from a freshly seeded site, made through the API as a shopper's browser
 * would: who signs in (a session token each), which pieces to show (for sale, VIP preview, sold), a
 * placed guest order (its thank-you and order pages), a cart to check out, a piece and an order for
 * the console, a password-reset link, and the shopper's submissions as a seller.
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
  /** The shopper's submissions, one in each state a seller's page shows. */
  selling: SellingFacts;
}

/** The shopper's tickets as a seller (their ids, which the order-details and thank-you pages take). */
export interface SellingFacts {
  /** An instant offer standing, to accept or decline. */
  offered: string;
  /** An offer accepted, its shipping still to book. */
  accepted: string;
  /** An offer accepted and dropped at a boutique: on its way, the seller's payout to choose. */
  shipped: string;
  /** Two pieces: an exotic one pricing asked more of, and an instant offer. */
  twoPieces: string;
  /** The exotic piece's open needs-more-info request, and the piece itself for the console. */
  nmiId: string;
  itemId: string;
}

/** The demo catalogue's sell skus the sell pages use: a Chanel Classic Flap Medium in caviar (an instant offer) and in python (a quote). */
export const SELL_SKUS = { flap: "chanel-classic-flap-1tcdu89", python: "chanel-classic-flap-1y7938m" } as const;

interface TicketView {
  id: string;
  items: Array<{ id: string; state: string; nmi_id: string | null }>;
}

/** The shopper's submissions for the seller's pages, made through the sell flow's and the console's calls. */
async function prepareSelling(url: string, shopper: string, staff: string): Promise<SellingFacts> {
  const headers = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Token ${token}`, "content-type": "application/json", ...extra });
  const call = async <T>(token: string, method: string, path: string, body: unknown, what: string, extra: Record<string, string> = {}) =>
    json<T>(await fetch(`${url}/api${path}`, { method, headers: headers(token, extra), body: body === undefined ? undefined : JSON.stringify(body) }), what);
  const flap = { sku: SELL_SKUS.flap, condition_key: "excellent", accessories: ["Dust Bag"], color: "Black" };
  const submit = async (key: string, items: object[]) => {
    const ticket = await call<TicketView>(shopper, "POST", "/v6/sell/submissions/", { trade_in: false, items }, `submission ${key}`, { "idempotency-key": `every-page-${key}` });
    // A flap without an instant offer today is quoted by pricing, as the console would.
    for (const item of ticket.items) {
      if (item.state === "submitted" && items[ticket.items.indexOf(item)] === flap) {
        await call(staff, "POST", `/ops/submissions/${item.id}/quote/`, { amount_cents: 450_000, expected_resale_cents: null, note: "" }, "quote the flap");
      }
    }
    return ticket;
  };
  const accept = (ticket: TicketView) => call(shopper, "PUT", `/v6/self-check-in/finalize-quote/${ticket.id}/`, { accepted: true }, "accept the offer");

  const offered = await submit("offered", [flap]);
  const accepted = await submit("accepted", [flap]);
  await accept(accepted);
  const shipped = await submit("shipped", [flap]);
  await accept(shipped);
  await call(shopper, "POST", "/v6/self-check-in/shipping/", { quote: shipped.id, shipping_method: "boutique_dropoff", store_handle: "new-york-soho" }, "book a drop-off");
  const two = await submit("two-pieces", [{ sku: SELL_SKUS.python, condition_key: "excellent" }, flap]);
  const python = two.items[0]!;
  await call(staff, "POST", `/ops/submissions/${python.id}/ask/`, { questions: ["purchase_origin", "date_code"], photo_sets: ["corners"], note: "Could you send the corners close up?" }, "ask for more");
  const asked = await call<TicketView>(shopper, "GET", `/v6/my-account/order/${two.id}/`, undefined, "the two-piece ticket");
  expect(asked.items[0]!.nmi_id, "an open request on the python piece").toBeTruthy();
  return { offered: offered.id, accepted: accepted.id, shipped: shipped.id, twoPieces: two.id, nmiId: asked.items[0]!.nmi_id!, itemId: python.id };
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

  const selling = await prepareSelling(url, shopper, staff);

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
    selling,
  };
}
