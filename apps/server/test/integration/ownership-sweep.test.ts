import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { routeTableOf } from "../../src/http/route-table.ts";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { emailsTo } from "../support/identity-fixtures.ts";
import { cartOf, listedProduct, signedIn } from "../support/checkout-fixtures.ts";
import { joinThroughCart, rewardsCall, shopper as memberToBe, type Member } from "../support/membership-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import type { SignedInUser } from "./account-fixtures.ts";
import { shopper } from "./favorites-fixtures.ts";
import { person } from "./ops-orders-fixtures.ts";
import { multipartBody, photoBytes } from "./ops-pieces-fixtures.ts";
import { deliveredOrder } from "./returns-fixtures.ts";

/**
 * The ownership sweep (issue 18, decision 075), generated from the route table: every route whose path
 * names a record by a parameter is either an owned kind (an address, an order, a submission…) or listed
 * below as public with its reason. For each owned kind a record is made for A; then every read and write
 * of that kind, called by B with A's id, answers 404, and A's record reads the same afterwards. A new
 * route with a parameter fails this test until it is classified. The console's routes (/api/ops/…)
 * are swept the same way by ops-access.test.ts (403 `staff_only` to anyone without a capability); the
 * account's paths without an id (profile, subscriptions, phone) by account-ownership.test.ts.
 */
type Kind = "address" | "payout_profile" | "saved_search" | "session" | "order" | "return" | "submission" | "shipped_submission" | "loan" | "trade_in" | "trade_in_item" | "partner_lead" | "wholesale_application" | "b2b_collection" | "nmi" | "cash_out" | "consignment" | "consignment_tweak";

/** What each route with a parameter is. `kind` routes are swept; `public` says why anyone may call it. */
type Classification = { kind: Kind; body?: () => unknown } | { public: string };

const ADDRESS = { first_name: "Ada", last_name: "Lane", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014", country_code: "US" };
const ACH = { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789", is_preferred: true };

const ROUTES: Record<string, Classification> = {
  // Owned by the signed-in user, swept here.
  "PUT /api/v6/my-account/address/:id/": { kind: "address", body: () => ({ ...ADDRESS, first_name: "Mallory" }) },
  "DELETE /api/v6/my-account/address/:id/": { kind: "address" },
  "PUT /api/v6/my-account/address/:id/default/": { kind: "address", body: () => ({}) },
  "PUT /api/v6/my-account/payments/profile/:id/": { kind: "payout_profile", body: () => ({ is_preferred: true }) },
  "DELETE /api/v6/my-account/payments/profile/:id/": { kind: "payout_profile" },
  "PUT /api/v6/my-account/saved-search/:id/": { kind: "saved_search", body: () => ({ search_text: "mallory" }) },
  "DELETE /api/v6/my-account/saved-search/:id/": { kind: "saved_search" },
  "DELETE /api/v6/my-account/sessions/:id/": { kind: "session" },
  "GET /api/orders/:id/": { kind: "order" },
  "GET /api/v6/my-account/order/:id/": { kind: "submission" },
  "GET /api/v6/my-account/purchases/:number/": { kind: "order" },
  "GET /api/v6/my-account/purchases/:number/returns/": { kind: "order" },
  "POST /api/v6/my-account/:order/calculate-return/": { kind: "order", body: () => ({ item_list: [returnable] }) },
  "POST /api/v6/my-account/:order/return/": { kind: "order", body: () => ({ items: [{ product_id: returnable, reason: "changed_mind" }], refund_to: "original" }) },
  "GET /api/v6/my-account/returns/:id/label/": { kind: "return" },
  "PUT /api/v6/self-check-in/finalize-quote/:quote/": { kind: "submission", body: () => ({ accepted: true }) },
  "GET /api/v6/my-account/quote/:id/": { kind: "submission" },
  "POST /api/v6/my-account/loan_program/loans/:id/cancel/": { kind: "loan" },
  "POST /api/v6/my-account/loan_program/loans/:id/ship_in/": { kind: "loan" },
  "GET /api/v6/self-check-in/label/:id/": { kind: "shipped_submission" },
  "PUT /api/v6/my-account/consignment/update-tweak/:id/": { kind: "consignment_tweak", body: () => ({ client_response: "accept" }) },
  "GET /api/v6/my-account/trade-in/:id/": { kind: "trade_in" },
  "PUT /api/v6/my-account/trade-in/client-response/:order_item_id/": { kind: "trade_in_item", body: () => ({ client_response: "accepted" }) },
  "GET /api/v6/partner-leads/:id/": { kind: "partner_lead" },
  "GET /api/v6/wholesale/applications/:id/certificate/": { kind: "wholesale_application" },
  "GET /api/v6/my-account/wallet/cash-out/:id/": { kind: "cash_out" },
  "GET /api/v6/my-account/consignment/details/:id/": { kind: "consignment" },
  "GET /api/v6/my-account/consignment/history/:id/": { kind: "consignment" },
  "GET /api/v6/my-account/nmi/:id/": { kind: "nmi" },
  "GET /api/v6/my-account/nmi/photos/:id/": { kind: "nmi" },
  "PUT /api/v6/my-account/nmi/:id/finalize/": { kind: "nmi", body: () => ({ evaluationneedsmoreinfo_set: [], evaluationphoto_set: [] }) },
  "GET /api/v6/my-account/b2b-collections/:id/favorites-p/": { kind: "b2b_collection" },
  "GET /api/v6/my-account/b2b-collections/:id/favorites/export/": { kind: "b2b_collection" },
  "PUT /api/v6/my-account/b2b-collections/:id/": { kind: "b2b_collection", body: () => ({ product_id: listedPiece }) },
  "DELETE /api/v6/my-account/b2b-collections/:id/": { kind: "b2b_collection" },
  // Not a record of one user: the parameter names something public, the user's own list, or a bearer capability.
  "GET /api/v6/shop/product/:handle/": { public: "a product of the catalog" },
  "GET /api/v6/shop/extra/:id/": { public: "a product's extra details" },
  "GET /api/v6/shop/similar-items/product/:id/": { public: "products like a catalog product" },
  "GET /api/v6/shop/other-you-may-like/product/:id/": { public: "products like a catalog product" },
  "GET /api/v6/collections/:handle/": { public: "a collection of the catalog" },
  "GET /api/v6/sell/sku/:code/": { public: "a catalog reference (SKU) for the sell flow" },
  "GET /api/v6/clair-report/:year/": { public: "the published resale report of a year" },
  "GET /api/v6/favorites/shared/:token/": { public: "a list its owner shared: the unguessable token is the permission" },
  "DELETE /api/v6/favorites/:id/": { public: "the id is a catalog product; the call removes it from the caller's own favorites" },
  "DELETE /api/v6/my-account/saved-skus/:id/": { public: "the id is a catalog SKU; the call removes it from the caller's own saved SKUs" },
  "GET /api/v6/my-account/wallet/:kind/history/": { public: "the kind is a wallet account kind (points, credit, cash); the caller's own history" },
  "GET /api/checkout/:token/": { public: "the cart's unguessable token is the guest's permission (decision 020)" },
  "PUT /api/checkout/:token/contact/": { public: "the cart's unguessable token is the guest's permission" },
  "PUT /api/checkout/:token/shipping-address/": { public: "the cart's unguessable token is the guest's permission" },
  "PUT /api/checkout/:token/shipping-method/": { public: "the cart's unguessable token is the guest's permission" },
  "POST /api/checkout/:token/complete/": { public: "the cart's unguessable token is the guest's permission" },
  "GET /api/payment-requests/:token/": { public: "a payment request's unguessable token is the payer's permission (decision 052)" },
  "POST /api/payment-requests/:token/pay/": { public: "a payment request's unguessable token is the payer's permission" },
  "GET /images/:size/*": { public: "a catalog or listing photo at a size" },
  "GET /account/login/multipass/:token": { public: "a signed Multipass token signs the visitor in" },
};

let t: TestApp;
/** A piece of A's order not returned yet: what B's return calls name. */
let returnable = "";
let alice: SignedInUser;
let bob: SignedInUser;
let alicePartner: SignedInUser;
let bobPartner: SignedInUser;
let aliceBusiness: SignedInUser;
let bobBusiness: SignedInUser;
/** A listed piece B tries to put in A's business collection. */
let listedPiece = "";
const ids = {} as Record<Kind, string>;
/** B's own records, for the calls that name one of B's and one of A's (the body's reference is A's). */
const bobs = {} as { address: string; checkout: string };
/** A's own records a body names beside B's record (A's accepted quote, waiting for its shipment). */
const alices = {} as { acceptedQuote: string };
/** A member's contract, which B's refund names. */
let member: Member;
let contract = "";
/** Who owns each kind's record and who tries it: A and B, or, for a partner's lead, two partners. */
const pair = (kind: Kind): [SignedInUser, SignedInUser] =>
  kind === "partner_lead" ? [alicePartner, bobPartner] : kind === "b2b_collection" ? [aliceBusiness, bobBusiness] : [alice, bob];

const call = (user: SignedInUser, method: string, url: string, body?: unknown) =>
  t.app.inject({ method: method as "GET", url, headers: user.headers, ...(body === undefined ? {} : { payload: body as object }) });

async function created(user: SignedInUser, method: string, url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await call(user, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as Record<string, unknown>;
}

/** Everything A can read of their own records, to prove B's calls changed nothing. */
async function aliceView(): Promise<unknown[]> {
  const reads: Array<[SignedInUser, string]> = [
    [alice, "/api/v6/self-check-in/address/"],
    [alice, "/api/v6/my-account/payments/profiles/"],
    [alice, "/api/v6/my-account/saved-search/"],
    [alice, "/api/v6/my-account/sessions/"],
    [alice, `/api/v6/my-account/purchases/${numbers.get(ids.order)}/`],
    [alice, `/api/v6/my-account/quote/${ids.submission}/`],
    [alice, "/api/v6/my-account/loan_program/loans/"],
    [alice, `/api/v6/my-account/trade-in/${ids.trade_in}/`],
    [alice, `/api/v6/my-account/nmi/${ids.nmi}/`],
    [alice, `/api/v6/my-account/wallet/cash-out/${ids.cash_out}/`],
    [alice, `/api/v6/my-account/consignment/details/${ids.consignment}/`],
    [alicePartner, "/api/v6/partner-leads/"],
    [aliceBusiness, `/api/v6/my-account/b2b-collections/${ids.b2b_collection}/favorites-p/`],
  ];
  const views = [];
  for (const [user, url] of reads) {
    const response = await call(user, "GET", url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    views.push({ url, body: response.json() as unknown });
  }
  return views;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertCollections(t.context.db.kysely);
  await seedDemoValuation(t.context.db, t.clock.now());
  alice = await person(t);
  bob = await person(t);
  const packer = await person(t, { staff: ["fulfilment"] });

  ids.address = String((await created(alice, "POST", "/api/v6/self-check-in/address/", ADDRESS)).id);
  ids.payout_profile = String((await created(alice, "POST", "/api/v6/self-check-in/payments/create_profile/ach/", ACH)).id);
  ids.saved_search = String((await created(alice, "POST", "/api/v6/my-account/saved-search/", { bc_url: "/collections/all-bags?designer=Chanel" })).id);
  ids.session = ((await call(alice, "GET", "/api/v6/my-account/sessions/")).json() as { sessions: Array<{ id: string }> }).sessions[0]!.id;
  // Before the order: the pieces it sells would become scattered comparables and send the flap to a specialist's quote.
  const flap = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");
  const trade = await created(alice, "POST", "/api/v6/sell/submissions/", { trade_in: true, items: [{ sku: flap, condition_key: "excellent", accessories: ["Dust Bag"], serial_number: "25123456", color: "Black", offer_kind: "trade_in" }] });
  await created(alice, "PUT", `/api/v6/self-check-in/finalize-quote/${String(trade.id)}/`, { accepted: true });
  // The accepted trade-in comes in on a prepaid label: the submission a label belongs to.
  await created(alice, "POST", "/api/v6/self-check-in/shipping/", { quote: trade.id, shipping_method: "prepaid_label", address_id: ids.address });
  ids.shipped_submission = String(trade.id);
  const tradeItem = (trade.items as Array<{ id: string }>)[0]!.id;
  const trades = (await call(alice, "GET", "/api/v6/my-account/trade-in/")).json() as { trade_ins: Array<{ id: string; order_item_id: string }> };
  ids.trade_in = trades.trade_ins.find((x) => x.order_item_id === tradeItem)!.id;
  ids.trade_in_item = tradeItem;
  const order = await deliveredOrder(t, packer, [900_00, 400_00], { buyer: alice });
  ids.order = order.orderId;
  returnable = order.productIds[1]!;
  const opened = await created(alice, "POST", `/api/v6/my-account/${order.number}/return/`, { items: [{ product_id: order.productIds[0], reason: "changed_mind" }], refund_to: "original" });
  ids.return = String(opened.id ?? (opened.return as { id: string } | undefined)?.id);
  const ticket = await created(alice, "POST", "/api/v6/sell/submissions/", { items: [{ sku: flap, condition_key: "excellent", accessories: ["Dust Bag"], serial_number: "25123456", color: "Black", offer_kind: "sell_now" }] });
  ids.submission = String(ticket.id);
  const loan = await created(alice, "POST", "/api/v6/my-account/loan_program/create_loan/", { search_text: "Chanel Classic Flap", address_id: ids.address });
  ids.loan = String(loan.loan_id ?? loan.id);
  alicePartner = await person(t);
  bobPartner = await person(t);
  for (const [user, name] of [[alicePartner, "Bergdorf Goodman"], [bobPartner, "Saks"]] as const) {
    await created(user, "POST", "/api/v6/create-partner/", { name, kind: "department_store", contact_name: "Claire Dubois", phone: "+1 212 555 0188", locations: ["new-york-soho"] });
  }
  const photo = await multipartBody("file", await photoBytes("jpeg"), "bag.jpg", "image/jpeg");
  const uploaded = await t.app.inject({ method: "POST", url: "/api/v6/sell/photos/", headers: { ...alicePartner.headers, ...photo.headers }, payload: photo.payload });
  const lead = { customer_name: "Ines Moreau", customer_email: "ines.moreau@example.com", customer_phone: "+1 917 555 0123", location_id: "new-york-soho", notes: "", items: [{ sku: null, designer: "Hermès", description: "Birkin 30 in Togo", condition_key: "excellent", photos: [(uploaded.json() as { key: string }).key] }] };
  ids.partner_lead = String((await created(alicePartner, "POST", "/api/v6/partner-leads/", lead)).id);
  const pdf = await multipartBody("file", Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"), "resale-certificate.pdf", "application/pdf");
  const certificate = await t.app.inject({ method: "POST", url: "/api/v6/wholesale-form-submission/resale-certificate/", headers: { ...alice.headers, ...pdf.headers }, payload: pdf.payload });
  const application = { company_name: "Lane & Co. Resale", tax_id: "12-3456789", business_type: "boutique", website: "https://laneco.example", phone: "+1 212 555 0100", monthly_volume: "10k_50k", categories: "Bags", resale_certificate_key: (certificate.json() as { key: string }).key, resale_certificate_name: "resale-certificate.pdf" };
  ids.wholesale_application = String((await created(alice, "POST", "/api/v6/wholesale-form-submission/", application)).id);
  // A photo submission the specialist asks more of: its needs-more-info record.
  const pricer = await person(t, { staff: ["pricing", "receiving"] });
  const tote = await multipartBody("file", await photoBytes("jpeg"), "tote.jpg", "image/jpeg");
  const toteKey = ((await t.app.inject({ method: "POST", url: "/api/v6/sell/photos/", headers: { ...alice.headers, ...tote.headers }, payload: tote.payload })).json() as { key: string }).key;
  const asking = await created(alice, "POST", "/api/v6/sell/submissions/", { items: [{ sku: null, designer: "Goyard", description: "St Louis GM tote", condition_key: "good", photos: [toteKey] }] });
  const askedItem = (asking.items as Array<{ id: string }>)[0]!.id;
  await created(pricer, "POST", `/api/ops/submissions/${askedItem}/ask/`, { questions: ["has_receipt", "date_code"], photo_sets: ["date_code"], note: "Please show us the date code." });
  ids.nmi = ((await call(alice, "GET", `/api/v6/my-account/order/${String(asking.id)}/`)).json() as { items: Array<{ nmi_id: string }> }).items[0]!.nmi_id;
  // A cash-out of cleared earnings to A's bank account, past the wallet's second factor.
  await walletReady(alice);
  ids.cash_out = String((await created(alice, "POST", "/api/v6/my-account/wallet/cash-out/", { payment_profile_id: ids.payout_profile, amount: 20 })).id);
  // A consignment: the flap offered for consignment, quoted if the comparables ask for a specialist, accepted, received.
  const consigned = await created(alice, "POST", "/api/v6/sell/submissions/", { items: [{ sku: flap, condition_key: "excellent", accessories: ["Dust Bag"], serial_number: "25123456", color: "Black", offer_kind: "consignment" }] });
  let consignedItem = (consigned.items as Array<{ id: string; state: string }>)[0]!;
  if (consignedItem.state !== "quoted") consignedItem = (await created(pricer, "POST", `/api/ops/submissions/${consignedItem.id}/quote/`, { amount_cents: 1_200_00, expected_resale_cents: 2_400_00 })).item as typeof consignedItem;
  await created(alice, "PUT", `/api/v6/self-check-in/finalize-quote/${String(consigned.id)}/`, { accepted: true, offer_kinds: { [consignedItem.id]: "consignment" } });
  const received = String((await created(pricer, "POST", `/api/ops/submissions/${consignedItem.id}/receive/`, {})).product_id);
  const consignments = (await call(alice, "GET", "/api/v6/my-account/consignment/")).json() as { active: Array<{ id: string; product_id: string }> };
  ids.consignment = consignments.active.find((c) => c.product_id === received)!.id;
  // Authenticated and reviewed, the consignment gets a price proposal from the listing team.
  const lister = await person(t, { staff: ["authentication", "listing"] });
  await created(lister, "POST", `/api/ops/submissions/${consignedItem.id}/authenticate/`, {});
  await created(lister, "POST", `/api/ops/consignments/${ids.consignment}/review/`, { list_price_cents: 2_400_00 });
  await created(lister, "POST", `/api/ops/consignments/${ids.consignment}/tweak/`, { price_cents: 2_200_00, note: "Similar flaps sell faster below $2,300." });
  ids.consignment_tweak = ((await call(alice, "GET", `/api/v6/my-account/consignment/details/${ids.consignment}/`)).json() as { open_tweak: { id: string } }).open_tweak.id;
  aliceBusiness = await shopper(t, { b2b: true });
  bobBusiness = await shopper(t, { b2b: true });
  listedPiece = (await insertProduct(t.context.db.kysely, { vendor: "Hermès", title: "Kelly 28", price_cents: 12_000_00 })).id;
  ids.b2b_collection = String((await created(aliceBusiness, "POST", "/api/v6/my-account/b2b-collections/", { name: "Spring" })).id);
  // The order's number stands for the order in the paths that take one.
  numbers.set(ids.order, order.number);
  // For the body sweep: B's own address, cart and wallet code; A's accepted quote; a member's contract.
  bobs.address = String((await created(bob, "POST", "/api/v6/self-check-in/address/", { ...ADDRESS, first_name: "Bob" })).id);
  bobs.checkout = await cartOf(t, [(await listedProduct(t, { price_cents: 300_00 })).variant_id], signedIn(bob));
  await walletReady(bob);
  const quoted = await created(alice, "POST", "/api/v6/sell/submissions/", { items: [{ sku: flap, condition_key: "excellent", accessories: ["Dust Bag"], serial_number: "25123456", color: "Black", offer_kind: "sell_now" }] });
  const quotedItem = (quoted.items as Array<{ id: string; state: string }>)[0]!;
  if (quotedItem.state !== "quoted") await created(pricer, "POST", `/api/ops/submissions/${quotedItem.id}/quote/`, { amount_cents: 1_200_00, expected_resale_cents: 2_400_00 });
  await created(alice, "PUT", `/api/v6/self-check-in/finalize-quote/${String(quoted.id)}/`, { accepted: true });
  alices.acceptedQuote = String(quoted.id);
  member = await memberToBe(t);
  await joinThroughCart(t, member);
  contract = String(((await rewardsCall(t, "GET", "is_member/", member)).json() as { membership: { contract_id: string } }).membership.contract_id);
});

/** Cleared earnings and a fresh wallet code: what a cash-out needs before it looks at the bank account named. */
async function walletReady(user: SignedInUser): Promise<void> {
  await t.context.services.wallet.creditCash({ userId: user.id, amountCents: 100_00, idempotencyKey: `sweep-earning:${user.id}`, reference: "consignment earning csg_sweep" });
  const sent = await created(user, "POST", "/api/v6/wallet/2fa/get-code/", {});
  const code = (await emailsTo(t, user.email)).map((mail) => /^(\d{4})$/m.exec(mail.text)?.[1]).find(Boolean);
  await created(user, "POST", "/api/v6/wallet/2fa/auth/", { code_token: sent.code_token, code });
}
afterAll(async () => {
  await t.close();
});

const numbers = new Map<string, string>();

/** The routes of the table with a parameter (the console's aside), one line per method. */
function parameterRoutes(): string[] {
  return [...new Set(routeTableOf(t.app).filter((r) => r.url.includes(":") && r.method !== "HEAD" && !r.url.startsWith("/api/ops/")).map((r) => `${r.method} ${r.url}`))].sort();
}

/** The route's path with A's record put in for its parameter. */
function pathFor(route: string, kind: Kind): string {
  const url = route.split(" ")[1]!;
  const id = /:(number|order)\//.test(url) ? numbers.get(ids.order)! : ids[kind];
  return url.replace(/:[A-Za-z_]+/, id);
}

describe("the ownership sweep, generated from the route table", () => {
  it("classifies every route with a parameter: an owned kind or public with a reason", () => {
    const routes = parameterRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !(r in ROUTES)), "routes with a parameter that are neither owned nor listed as public").toEqual([]);
    expect(Object.keys(ROUTES).filter((r) => !routes.includes(r)), "classified routes that no longer exist").toEqual([]);
  });

  it("answers 404 to B for every read and write of A's records, and A's records read the same afterwards", async () => {
    const before = await aliceView();
    const answers: string[] = [];
    for (const [route, classification] of Object.entries(ROUTES)) {
      if (!("kind" in classification)) continue;
      const method = route.split(" ")[0]!;
      const response = await call(pair(classification.kind)[1], method, pathFor(route, classification.kind), classification.body?.() ?? (method === "GET" || method === "DELETE" ? undefined : {}));
      answers.push(`${route} → ${response.statusCode}`);
    }
    expect(answers).toEqual(answers.map((a) => a.replace(/→ \d+$/, "→ 404")));
    expect(await aliceView()).toEqual(before);
  });

  it("lets A reach each of those records (the ids are real, so the 404s are ownership, not typos)", async () => {
    for (const [route, classification] of Object.entries(ROUTES)) {
      if (!("kind" in classification) || route.split(" ")[0] !== "GET") continue;
      const response = await call(pair(classification.kind)[0], "GET", pathFor(route, classification.kind));
      expect([route, response.statusCode]).toEqual([route, 200]);
    }
  });
});

/**
 * Ids named in request bodies. Every request-body field of the OpenAPI document whose name says it names
 * a record (`…_id`, `…_ids`, `id`, `order`, `quote`, `token`) is either a reference to an owned kind,
 * called here by someone whose record it is not (404 naming the field, the owner's records unchanged), or
 * public with its reason. A new field of that shape fails the first test until it is classified.
 */
type BodyCall = { user: SignedInUser; method: string; url: string; body: Record<string, unknown> };
type BodyReference = { owned: string; call: () => BodyCall } | { public: string };

const BODY_REFERENCES: Record<string, BodyReference> = {
  "PUT /api/checkout/{token}/shipping-address/ address_id": { owned: "A's saved address, at B's checkout", call: () => ({ user: bob, method: "PUT", url: `/api/checkout/${bobs.checkout}/shipping-address/`, body: { address_id: ids.address } }) },
  "POST /api/v6/my-account/cancel-order/ order": { owned: "A's order", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/cancel-order/", body: { order: numbers.get(ids.order)! } }) },
  "POST /api/v6/my-account/consignment/delist/ order_item_id": { owned: "A's consignment, with B's address", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/consignment/delist/", body: { order_item_id: ids.consignment, address_id: bobs.address } }) },
  "POST /api/v6/my-account/consignment/delist/ address_id": { owned: "B's address, on A's own consignment", call: () => ({ user: alice, method: "POST", url: "/api/v6/my-account/consignment/delist/", body: { order_item_id: ids.consignment, address_id: bobs.address } }) },
  "POST /api/v6/my-account/loan_program/create_loan/ address_id": { owned: "A's address, for B's loan", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/loan_program/create_loan/", body: { search_text: "Chanel Classic Flap", address_id: ids.address } }) },
  "POST /api/v6/my-account/loan_program/create_return/ loan_id": { owned: "A's loan", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/loan_program/create_return/", body: { loan_id: ids.loan } }) },
  "PUT /api/v6/my-account/rewards_plus/refund/ contract_id": { owned: "a member's contract", call: () => ({ user: bob, method: "PUT", url: "/api/v6/my-account/rewards_plus/refund/", body: { contract_id: contract } }) },
  "POST /api/v6/my-account/trade-in/accept-and-finalize/ so_id": { owned: "A's trade-in", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/trade-in/accept-and-finalize/", body: { so_id: ids.trade_in } }) },
  "POST /api/v6/my-account/trade-in/pay/ so_id": { owned: "A's trade-in", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/trade-in/pay/", body: { so_id: ids.trade_in } }) },
  "POST /api/v6/my-account/wallet/cash-out/ payment_profile_id": { owned: "A's bank account, for B's cash-out", call: () => ({ user: bob, method: "POST", url: "/api/v6/my-account/wallet/cash-out/", body: { payment_profile_id: ids.payout_profile, amount: 20 } }) },
  "POST /api/v6/self-check-in/payments/create_profile/check/ address_id": { owned: "A's address, for B's check profile", call: () => ({ user: bob, method: "POST", url: "/api/v6/self-check-in/payments/create_profile/check/", body: { address_id: ids.address } }) },
  "POST /api/v6/self-check-in/shipping/ quote": { owned: "A's accepted quote, with B's address", call: () => ({ user: bob, method: "POST", url: "/api/v6/self-check-in/shipping/", body: { quote: alices.acceptedQuote, shipping_method: "prepaid_label", address_id: bobs.address } }) },
  "POST /api/v6/self-check-in/shipping/ address_id": { owned: "B's address, for A's own accepted quote", call: () => ({ user: alice, method: "POST", url: "/api/v6/self-check-in/shipping/", body: { quote: alices.acceptedQuote, shipping_method: "prepaid_label", address_id: bobs.address } }) },
  // Ids that are not one user's record, or are checked against the record the path names.
  "PUT /api/v6/my-account/nmi/{id}/finalize/ evaluationneedsmoreinfo_set.[].id": { public: "a question of the needs-more-info record the path names (swept above); any other id is refused naming the field" },
  "PUT /api/v6/my-account/nmi/{id}/finalize/ evaluationphoto_set.[].id": { public: "a photo set of the needs-more-info record the path names (swept above)" },
  "POST /api/v6/my-account/{order}/return/ items.[].product_id": { public: "a piece of the order the path names (swept above)" },
  "PUT /api/v6/my-account/b2b-collections/{id}/ product_id": { public: "a catalog piece, put in the caller's collection the path names (swept above)" },
  "PUT /api/v6/my-account/b2b-collections/{id}/ remove_product_id": { public: "a catalog piece, taken out of the caller's collection the path names" },
  "POST /api/v6/favorites/ product_id": { public: "a catalog piece, added to the caller's own favorites" },
  "POST /api/v6/favorites/ product_ids": { public: "catalog pieces, added to the caller's own favorites" },
  "POST /api/v6/my-account/saved-skus/ sku_id": { public: "a catalog reference (SKU), saved to the caller's own list" },
  "POST /api/v6/last-cart/ storefront_id": { public: "a catalog piece's storefront id" },
  "POST /api/v6/shop/recently-viewed/ store_front_id": { public: "a catalog piece the caller viewed" },
  "POST /api/v6/partner-leads/ location_id": { public: "one of the partner's published locations" },
  "POST /api/v6/wholesale-form-submission/ tax_id": { public: "the applying company's tax number, not a record" },
  "POST /api/v6/track/event/ alternate_id": { public: "the visitor's own analytics identifier" },
  "POST /api/v6/track/event/ client_id": { public: "the visitor's own analytics identifier" },
  "POST /api/v6/track/event/ ga_client_id": { public: "the visitor's own analytics identifier" },
  "POST /api/v6/search/ sorts.[].order": { public: "a sort direction" },
  "POST /api/v6/search/ sorts.order": { public: "a sort direction" },
  "POST /api/v6/reset_password/confirm/ token": { public: "the reset link's unguessable token is the permission" },
  "POST /api/checkout/{token}/complete/ payment.token": { public: "the payment gateway's one-time card token" },
  "POST /api/payment-requests/{token}/pay/ payment.token": { public: "the payment gateway's one-time card token" },
  "PUT /api/v6/my-account/rewards_plus/payment_method/ payment.token": { public: "the payment gateway's one-time card token" },
};

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]; anyOf?: Schema[]; oneOf?: Schema[] };

/** Every property path of a request body's schema (`a`, `a.b`, `list.[].id`), references followed. */
function propertyPaths(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  if (schema.$ref) return propertyPaths(components[schema.$ref.split("/").at(-1)!], components, depth + 1);
  const paths = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => propertyPaths(s, components, depth + 1));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push(name, ...propertyPaths(property, components, depth + 1).map((p) => `${name}.${p}`));
  }
  if (schema.items) paths.push(...propertyPaths(schema.items, components, depth + 1).map((p) => `[].${p}`));
  return paths;
}

/** The document's request-body fields that name a record, the console's aside (ops-access.test.ts). */
async function bodyReferenceFields(): Promise<string[]> {
  const document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const fields = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path.startsWith("/api/ops/")) continue;
    for (const [method, operation] of Object.entries(operations)) {
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        for (const field of propertyPaths(content.schema, document.components?.schemas ?? {})) {
          if (/(^|\.)(\w+_ids?|id|order|quote|token)$/.test(field)) fields.add(`${method.toUpperCase()} ${path} ${field}`);
        }
      }
    }
  }
  return [...fields].sort();
}

describe("the ownership sweep of ids named in request bodies, generated from the API document", () => {
  it("classifies every body field that names a record: an owned reference or public with a reason", async () => {
    const fields = await bodyReferenceFields();
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => !(f in BODY_REFERENCES)), "body fields naming a record that are neither owned nor listed as public").toEqual([]);
    expect(Object.keys(BODY_REFERENCES).filter((f) => !fields.includes(f)), "classified body fields that no longer exist").toEqual([]);
  });

  it("answers 404 naming the field when a body names another user's record, and the owner's records read the same", async () => {
    const before = await aliceView();
    const answers: string[] = [];
    for (const [field, reference] of Object.entries(BODY_REFERENCES)) {
      if (!("owned" in reference)) continue;
      const { user, method, url, body } = reference.call();
      const response = await call(user, method, url, body);
      const named = (response.json() as { field?: string }).field;
      answers.push(`${field} → ${response.statusCode} ${named ?? "(no field)"}`);
    }
    expect(answers).toEqual(Object.entries(BODY_REFERENCES).filter(([, r]) => "owned" in r).map(([field]) => `${field} → 404 ${field.split(" ").at(-1)}`));
    expect(await aliceView()).toEqual(before);
    // B's cash-out and loan named A's records: nothing was made for B from them.
    expect(((await call(bob, "GET", "/api/v6/my-account/loan_program/loans/")).json() as { loans: unknown[] }).loans).toEqual([]);
  });
});
