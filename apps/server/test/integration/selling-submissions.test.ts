import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { QUOTE_EXPIRED_MESSAGE } from "@maison/domain/selling/submission-item-lifecycle";
import { seedDemoValuation } from "../../src/modules/valuation/demo-valuation.ts";
import { seedDemoPartners } from "../../src/modules/partners/demo-partners.ts";
import { insertCollections } from "../support/catalog-fixtures.ts";
import { bearer, createUser, emailsTo, signIn } from "../support/identity-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { multipartBody, photoBytes, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let seller: { id: string; email: string; headers: Headers };
let other: Headers;
let staff: Headers;
let pricer: Headers;

const FLAP = skuCode("Chanel", "Classic Flap", "Caviar Leather", "Medium");
const DAY = 86_400_000;

interface Item {
  id: string;
  state: string;
  route: string;
  offers: Array<{ kind: string; amount_cents: number }>;
  offer_kind: string | null;
  accepted_amount_cents: number | null;
  expires_at: string | null;
  expiry_label: string | null;
  nmi_id: string | null;
  actions: string[];
  message: string | null;
}
interface Ticket {
  id: string;
  number: string;
  items: Item[];
  shipping: { shipping_method: string; order_id: string; tracking_number: string | null; label_url: string | null } | null;
}

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function submit(headers: Headers, items: unknown[], extra: Record<string, unknown> = {}, key?: string) {
  return call("POST", "/api/v6/sell/submissions/", { ...headers, ...(key ? { "idempotency-key": key } : {}) }, { items, ...extra });
}

const flap = (overrides: Record<string, unknown> = {}) => ({ sku: FLAP, condition_key: "excellent", accessories: ["Dust Bag", "Box"], serial_number: "25123456", color: "Black", offer_kind: "sell_now", ...overrides });

async function instantTicket(headers = seller.headers): Promise<Ticket> {
  const response = await submit(headers, [flap()]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Ticket;
}

async function savedAddress(headers: Headers): Promise<string> {
  const response = await call("POST", "/api/v6/self-check-in/address/", headers, { first_name: "Ada", last_name: "Lane", address1: "12 Bank Street", city: "New York", province: "NY", zip: "10014", country_code: "US" });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function uploadPhoto(headers: Headers): Promise<string> {
  const body = await multipartBody("file", await photoBytes("jpeg"), "bag.jpg", "image/jpeg");
  const response = await t.app.inject({ method: "POST", url: "/api/v6/sell/photos/", headers: { ...headers, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { key: string }).key;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoValuation(t.context.db, t.clock.now());
  await seedDemoPartners(t.context.db, t.clock.now());
  await insertCollections(t.context.db.kysely);
  const user = await createUser(t, { firstName: "Ada" });
  seller = { id: user.id, email: user.email, headers: bearer(await signIn(t.app, user.email, user.password)) };
  const another = await createUser(t);
  other = bearer(await signIn(t.app, another.email, another.password));
  staff = (await signedInStaff(t, ["receiving", "authentication", "payouts", "pricing"], "Paul")).headers;
  pricer = (await signedInStaff(t, ["pricing"], "Iris")).headers;
});
afterAll(async () => t.close());

describe("submitting pieces", () => {
  it("gives a catalogued Chanel Classic Flap an instant offer that stands 7 days, and e-mails it", async () => {
    const ticket = await instantTicket();
    const [item] = ticket.items;
    expect(ticket.number).toMatch(/^S-\d{6}$/);
    expect(item!.route).toBe("instant_offer");
    expect(item!.state).toBe("quoted");
    expect(item!.offers.map((o) => o.kind)).toEqual(["sell_now", "trade_in", "consignment"]);
    const cash = item!.offers.find((o) => o.kind === "sell_now")!.amount_cents;
    const credit = item!.offers.find((o) => o.kind === "trade_in")!.amount_cents;
    expect(credit).toBeGreaterThanOrEqual(Math.round(cash * 1.1) - 1);
    expect(Date.parse(item!.expires_at!) - t.clock.now().getTime()).toBe(7 * DAY);
    expect(item!.expiry_label).toBe("Expires in 7 days");
    expect(item!.actions).toEqual(["accept", "decline", "refuse"]);
    const mail = await emailsTo(t, seller.email);
    expect(mail.some((m) => m.subject?.startsWith("Your offer for"))).toBe(true);
  });

  it("refuses visitors, and names the field of bad input", async () => {
    expect((await submit({}, [flap()])).statusCode).toBe(401);
    const badCondition = await submit(seller.headers, [flap({ condition_key: "mint" })]);
    expect(badCondition.statusCode).toBe(400);
    expect(badCondition.json().field).toBe("items.0.condition_key");
    const unknownSku = await submit(seller.headers, [flap({ sku: "chanel-nothing-0000" })]);
    expect(unknownSku.statusCode, unknownSku.body).toBe(400);
    expect(unknownSku.json().field).toBe("items.0.sku");
    const noPhotos = await submit(seller.headers, [{ sku: null, designer: "Goyard", description: "St Louis tote", condition_key: "good" }]);
    expect(noPhotos.statusCode).toBe(400);
    expect(noPhotos.json().field).toBe("items.0.photos");
    const badPartner = await submit(seller.headers, [flap()], { partner_code: "NOPE" });
    expect(badPartner.statusCode).toBe(404);
    expect(badPartner.json().field).toBe("partner_code");
  });

  it("verifies partner codes, and credits the submission to the partner", async () => {
    expect((await call("GET", "/api/v6/sell/partner-code/?code=nope", seller.headers)).statusCode).toBe(404);
    const ok = await call("GET", "/api/v6/sell/partner-code/?code=bergdorf10", seller.headers);
    expect(ok.json()).toEqual({ code: "BERGDORF10", partner_name: "Bergdorf Personal Shopping" });
    const response = await submit(seller.headers, [flap()], { partner_code: "bergdorf10" });
    expect((response.json() as { partner_code: string }).partner_code).toBe("BERGDORF10");
  });

  it("does the work once for a retried request with the same idempotency key", async () => {
    const first = await submit(seller.headers, [flap()], {}, "sell-retry-1");
    const again = await submit(seller.headers, [flap()], {}, "sell-retry-1");
    expect(again.statusCode).toBe(201);
    expect((again.json() as Ticket).id).toBe((first.json() as Ticket).id);
  });

  it("keeps each seller's submissions their own: another seller gets 404 everywhere", async () => {
    const ticket = await instantTicket();
    for (const url of [`/api/v6/my-account/order/${ticket.id}/`, `/api/v6/my-account/quote/${ticket.id}/`]) {
      expect((await call("GET", url, other)).statusCode).toBe(404);
      expect((await call("GET", url, seller.headers)).statusCode).toBe(200);
    }
    const steal = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, other, { accepted: true });
    expect(steal.statusCode).toBe(404);
    const list = (await call("GET", "/api/v6/my-account/ticket/", other)).json() as { tickets: Ticket[] };
    expect(list.tickets.some((x) => x.id === ticket.id)).toBe(false);
    const mine = (await call("GET", "/api/v6/my-account/ticket/?page=1", seller.headers)).json() as { tickets: Ticket[]; count: number; previous: number | null };
    expect(mine.tickets.some((x) => x.id === ticket.id)).toBe(true);
    expect(mine.previous).toBeNull();
  });
});

describe("answering a quote", () => {
  it("accepts once: a second accept is refused and changes nothing", async () => {
    const ticket = await instantTicket();
    const accepted = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { accepted: true, offer_kinds: { [ticket.items[0]!.id]: "trade_in" } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const item = (accepted.json() as Ticket).items[0]!;
    expect(item.state).toBe("accepted");
    expect(item.offer_kind).toBe("trade_in");
    expect(item.accepted_amount_cents).toBe(ticket.items[0]!.offers.find((o) => o.kind === "trade_in")!.amount_cents);
    const twice = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { accepted: [item.id] });
    expect(twice.statusCode).toBe(409);
  });

  it("takes store credit as the usual offer of a trade-in ticket", async () => {
    const created = (await submit(seller.headers, [flap({ offer_kind: null })], { trade_in: true })).json() as Ticket;
    const accepted = (await call("PUT", `/api/v6/self-check-in/finalize-quote/${created.id}/`, seller.headers, { accepted: true })).json() as Ticket;
    expect(accepted.items[0]!.offer_kind).toBe("trade_in");
    expect(accepted.items[0]!.accepted_amount_cents).toBe(created.items[0]!.offers.find((o) => o.kind === "trade_in")!.amount_cents);
  });

  it("lets exactly one of two racing accepts win", async () => {
    const ticket = await instantTicket();
    const url = `/api/v6/self-check-in/finalize-quote/${ticket.id}/`;
    const [a, b] = await Promise.all([call("PUT", url, seller.headers, { accepted: true }), call("PUT", url, seller.headers, { accepted: [ticket.items[0]!.id] })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const audits = await t.context.db.kysely.selectFrom("audit_events").select("event").where("subject_id", "=", ticket.items[0]!.id).where("event", "=", "accept").execute();
    expect(audits).toHaveLength(1);
  });

  it("refuses an offer past its expiry, and the timer expires it", async () => {
    const ticket = await instantTicket();
    t.clock.advance(7 * DAY + 60_000);
    try {
      const late = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { accepted: true });
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toBe(QUOTE_EXPIRED_MESSAGE);
      await t.context.jobs.drain();
      const after = (await call("GET", `/api/v6/my-account/order/${ticket.id}/`, seller.headers)).json() as Ticket;
      expect(after.items[0]!.state).toBe("expired");
      expect(after.items[0]!.actions).toEqual([]);
    } finally {
      t.clock.advance(-(7 * DAY + 60_000));
    }
  });

  it("declines by id and refuses with a reason, naming unknown items", async () => {
    const ticket = (await submit(seller.headers, [flap(), flap({ condition_key: "good" })])).json() as Ticket;
    const [first, second] = ticket.items;
    const unknown = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { declined: ["sit_000000000000unknown"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("declined.0");
    const both = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { declined: [first!.id], refused: {} });
    expect(both.statusCode).toBe(400);
    const declined = (await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { declined: [first!.id] })).json() as Ticket;
    expect(declined.items.map((i) => i.state)).toEqual(["declined", "quoted"]);
    const refused = (await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { refused: { [second!.id]: "I decided to keep it." } })).json() as Ticket;
    expect(refused.items[1]!.state).toBe("refused");
    expect(refused.items[1]!.message).toBe("I decided to keep it.");
  });
});

describe("from acceptance to payment", () => {
  it("books a prepaid label, then staff receive, authenticate and pay in store credit; the piece becomes Maison's", async () => {
    const ticket = await instantTicket();
    await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { accepted: true });
    const noAddress = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: ticket.id, shipping_method: "prepaid_label" });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().field).toBe("address_id");
    const otherAddress = await savedAddress(other);
    expect((await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: ticket.id, shipping_method: "prepaid_label", address_id: otherAddress })).statusCode).toBe(404);
    const address = await savedAddress(seller.headers);
    const booked = await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: ticket.id, shipping_method: "prepaid_label", address_id: address });
    expect(booked.statusCode, booked.body).toBe(200);
    const shipped = booked.json() as Ticket;
    expect(shipped.shipping!.order_id).toMatch(/^IN-\d{6}$/);
    expect(shipped.shipping!.tracking_number).toMatch(/^1Z/);
    expect(shipped.items[0]!.state).toBe("in_transit");
    expect((await call("POST", "/api/v6/self-check-in/shipping/", seller.headers, { quote: ticket.id, shipping_method: "prepaid_label", address_id: address })).statusCode).toBe(409);
    const label = await call("GET", shipped.shipping!.label_url!, seller.headers);
    expect(label.statusCode).toBe(200);
    expect(label.body).toContain(shipped.shipping!.tracking_number!);
    expect((await call("GET", shipped.shipping!.label_url!, other)).statusCode).toBe(404);

    const itemId = shipped.items[0]!.id;
    expect((await call("POST", `/api/ops/submissions/${itemId}/receive/`, pricer, {})).statusCode).toBe(403);
    expect((await call("POST", `/api/ops/submissions/${itemId}/receive/`, seller.headers, {})).statusCode).toBe(403);
    const received = await call("POST", `/api/ops/submissions/${itemId}/receive/`, staff, {});
    expect(received.statusCode, received.body).toBe(200);
    const productId = (received.json() as { product_id: string }).product_id;
    expect(productId).toBeTruthy();
    const authenticated = await call("POST", `/api/ops/submissions/${itemId}/authenticate/`, staff, {});
    expect((authenticated.json() as { item: Item; actions: string[] }).actions).toContain("pay");
    const before = await t.context.services.wallet.profileFacts(seller.id);
    const paid = await call("POST", `/api/ops/submissions/${itemId}/pay/`, staff, { method: "site_credit" });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await t.context.services.wallet.profileFacts(seller.id);
    const amount = shipped.items[0]!.accepted_amount_cents!;
    expect(Math.round((after.user_gift_card_total - before.user_gift_card_total) * 100)).toBe(amount);
    expect((await call("POST", `/api/ops/submissions/${itemId}/pay/`, staff, { method: "site_credit" })).statusCode).toBe(409);
    const again = await t.context.services.wallet.profileFacts(seller.id);
    expect(again.user_gift_card_total).toBe(after.user_gift_card_total);

    const provenance = await t.context.services.inventory.provenance(productId);
    expect(provenance).toMatchObject({ source: "sell_now", owner_party: "maison", cost_basis_cents: amount, source_ref: itemId });
    expect((await t.context.services.inventory.states([productId])).get(productId)).toBe("authenticated");
    const subjects = (await emailsTo(t, seller.email)).map((m) => m.subject ?? "");
    for (const start of ["How your piece comes to us", "We received your", "is authenticated", "You have been paid"]) {
      expect(subjects.some((s) => s.includes(start)), start).toBe(true);
    }

    // Staff list the piece: prepare the listing, add its photo and the new-arrivals tag, publish it.
    const lister = (await signedInStaff(t, ["listing"], "Lea")).headers;
    const piece = await call("GET", `/api/ops/pieces/${productId}/`, lister);
    expect(piece.json().actions).toContain("prepare_listing");
    expect((await call("POST", `/api/ops/pieces/${productId}/prepare/`, lister, {})).json().piece.state).toBe("draft");
    const body = await multipartBody("photo", await photoBytes("png"), "front.png", "image/png");
    const photo = (await t.app.inject({ method: "POST", url: "/api/ops/uploads/", headers: { ...lister, ...body.headers }, payload: body.payload })).json() as { key: string };
    const listing = piece.json().piece as { vendor: string; model: string | null; category: string; item_type: string; condition: string; colors: string[]; size: string | null; price_cents: number; description: string; exterior_material: string | null };
    const edited = await call("PUT", `/api/ops/pieces/${productId}/`, lister, {
      designer: listing.vendor, model: listing.model, category: listing.category, item_type: listing.item_type, condition: listing.condition,
      colors: listing.colors, size: listing.size, exterior_material: listing.exterior_material, price_cents: listing.price_cents,
      description: listing.description, tags: ["new-arrivals"], photos: [photo.key],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call("POST", `/api/ops/pieces/${productId}/publish/`, lister, { when: "now" })).json().piece.state).toBe("available");
    const arrivals = await call("GET", "/api/v6/shop/product/?collection=new-arrivals", {});
    expect(arrivals.statusCode, arrivals.body).toBe(200);
    const handles = (arrivals.json() as { products: Array<{ handle: string }> }).products.map((p) => p.handle);
    expect(handles).toContain(piece.json().piece.handle);
  });

  it("pays cash through the payout provider to the preferred bank account, and keeps the item unpaid when the bank refuses", async () => {
    const badRouting = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", seller.headers, { holder_name: "Ada Lane", routing_number: "011000016", account_number: "000123456789" });
    expect(badRouting.statusCode).toBe(400);
    expect(badRouting.json().field).toBe("routing_number");
    const closed = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", seller.headers, { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123450000" });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().label).toBe("Checking ····0000");
    expect(JSON.stringify(await t.context.db.kysely.selectFrom("payout_profiles").selectAll().execute())).not.toContain("000123450000");

    const ticket = await instantTicket();
    await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { accepted: true });
    const itemId = ticket.items[0]!.id;
    await call("POST", `/api/ops/submissions/${itemId}/receive/`, staff, {});
    await call("POST", `/api/ops/submissions/${itemId}/authenticate/`, staff, {});
    const refused = await call("POST", `/api/ops/submissions/${itemId}/pay/`, staff, { method: "payout" });
    expect(refused.statusCode).toBe(422);
    expect((await call("GET", `/api/ops/submissions/${itemId}/`, staff)).json().item.state).toBe("authenticated");

    const good = await call("POST", "/api/v6/self-check-in/payments/create_profile/ach/", seller.headers, { holder_name: "Ada Lane", routing_number: "011000015", account_number: "000123456789", is_preferred: true });
    expect(good.statusCode).toBe(201);
    const profiles = (await call("GET", "/api/v6/my-account/payments/profiles/", seller.headers)).json() as { ach: Array<{ id: string; is_preferred: boolean }>; sitecredit: unknown[]; favorite_bank_account: { id: string } };
    expect(profiles.ach.filter((p) => p.is_preferred).map((p) => p.id)).toEqual([good.json().id]);
    expect(profiles.sitecredit).toHaveLength(1);
    expect((await call("GET", "/api/v6/my-account/payments/profiles/", other)).json().ach).toEqual([]);
    expect((await call("PUT", `/api/v6/my-account/payments/profile/${good.json().id}/`, other, { is_preferred: false })).statusCode).toBe(404);
    const paid = await call("POST", `/api/ops/submissions/${itemId}/pay/`, staff, { method: "payout" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().item.state).toBe("paid");
    const payouts = await t.context.db.kysely.selectFrom("payouts").selectAll().where("reference", "=", `submission_item:${itemId}`).execute();
    expect(payouts.map((p) => p.state).sort()).toEqual(["failed", "settled"]);
    expect(payouts.some((p) => p.state === "settled" && p.amount_cents === ticket.items[0]!.offers.find((o) => o.kind === "sell_now")!.amount_cents)).toBe(true);
  });
});

describe("uploads nobody used", () => {
  it("are removed a week after upload, while the ones a submission took stay", async () => {
    const kept = await uploadPhoto(seller.headers);
    const forgotten = await uploadPhoto(seller.headers);
    await submit(seller.headers, [{ sku: null, designer: "Goyard", description: "Saint Louis PM", condition_key: "good", photos: [kept] }]);
    const storage = t.context.storage;
    expect(await storage.exists(forgotten)).toBe(true);
    await t.context.jobs.drain();
    expect(await storage.exists(forgotten)).toBe(true);
    t.clock.advance(7 * DAY + 60_000);
    try {
      await t.context.jobs.drain();
    } finally {
      t.clock.advance(-(7 * DAY + 60_000));
    }
    expect(await storage.exists(forgotten)).toBe(false);
    expect(await storage.exists(kept)).toBe(true);
    const rows = await t.context.db.kysely.selectFrom("seller_photos").select("key").where("key", "in", [kept, forgotten]).execute();
    expect(rows.map((r) => r.key)).toEqual([kept]);
  });
});

describe("a quote with more information", () => {
  it("takes a photo submission to pricing, which asks for photos; the seller answers; pricing quotes; the seller declines", async () => {
    const photo = await uploadPhoto(seller.headers);
    const stolen = await submit(other, [{ sku: null, designer: "Goyard", description: "St Louis GM tote", condition_key: "good", photos: [photo] }]);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().field).toBe("items.0.photos.0");
    const created = await submit(seller.headers, [{ sku: null, designer: "Goyard", description: "St Louis GM tote", condition_key: "good", photos: [photo] }]);
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json() as Ticket;
    const item = ticket.items[0]!;
    expect(item.route).toBe("photo_upload");
    expect(item.state).toBe("submitted");
    expect(item.message).toBe("We have received your image submission and your offer will be sent to you in 3-4 days.");

    const queue = (await call("GET", "/api/ops/submissions/?queue=to_quote", pricer)).json() as { items: Array<{ id: string }> };
    expect(queue.items.some((i) => i.id === item.id)).toBe(true);
    expect((await call("POST", `/api/ops/submissions/${item.id}/ask/`, pricer, { questions: ["has_receipt"], photo_sets: [], note: "" })).json().field).toBe("note");
    const asked = await call("POST", `/api/ops/submissions/${item.id}/ask/`, pricer, { questions: ["has_receipt", "date_code"], photo_sets: ["date_code"], note: "Please show us the date code." });
    expect(asked.statusCode, asked.body).toBe(200);
    const mine = (await call("GET", `/api/v6/my-account/order/${ticket.id}/`, seller.headers)).json() as Ticket;
    const nmiId = mine.items[0]!.nmi_id!;
    expect(mine.items[0]!.actions).toContain("provide_information");
    expect((await call("GET", `/api/v6/my-account/nmi/${nmiId}/?version=1`, other)).statusCode).toBe(404);
    const nmi = (await call("GET", `/api/v6/my-account/nmi/${nmiId}/?version=1`, seller.headers)).json() as { questions: Array<{ id: string; choice_key: string; choices: string[] }>; photo_sets: Array<{ id: string }> };
    expect(nmi.questions.map((q) => q.choice_key)).toEqual(["has_receipt", "date_code"]);
    const [receipt, dateCode] = nmi.questions;
    const wrongChoice = await call("PUT", `/api/v6/my-account/nmi/${nmiId}/finalize/`, seller.headers, {
      evaluationneedsmoreinfo_set: [{ id: receipt!.id, answer: "Maybe" }, { id: dateCode!.id, answer: "A1234" }],
      evaluationphoto_set: [{ id: nmi.photo_sets[0]!.id, photos: [await uploadPhoto(seller.headers)] }],
    });
    expect(wrongChoice.statusCode).toBe(400);
    expect(wrongChoice.json().field).toBe("evaluationneedsmoreinfo_set.0.answer");
    const answered = await call("PUT", `/api/v6/my-account/nmi/${nmiId}/finalize/`, seller.headers, {
      evaluationneedsmoreinfo_set: [{ id: receipt!.id, answer: "Yes" }, { id: dateCode!.id, answer: "A1234" }],
      evaluationphoto_set: [{ id: nmi.photo_sets[0]!.id, photos: [await uploadPhoto(seller.headers)] }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().state).toBe("answered");
    expect(answered.json().photo_sets[0].photos).toHaveLength(1);
    const photoSets = await call("GET", `/api/v6/my-account/nmi/photos/${nmiId}/`, seller.headers);
    expect((photoSets.json() as { photo_sets: Array<{ key: string; photos: unknown[] }> }).photo_sets.map((set) => [set.key, set.photos.length])).toEqual([["date_code", 1]]);
    expect((await call("GET", `/api/v6/my-account/nmi/photos/${nmiId}/`, other)).statusCode).toBe(404);
    expect((await call("PUT", `/api/v6/my-account/nmi/${nmiId}/finalize/`, seller.headers, { evaluationneedsmoreinfo_set: [], evaluationphoto_set: [] })).statusCode).toBe(409);

    expect((await call("POST", `/api/ops/submissions/${item.id}/quote/`, pricer, { amount_cents: 0 })).json().field).toBe("amount_cents");
    const quoted = await call("POST", `/api/ops/submissions/${item.id}/quote/`, pricer, { amount_cents: 900_00, expected_resale_cents: 1_600_00, note: "" });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().item.offers).toEqual([
      { kind: "sell_now", amount_cents: 900_00, label: "Sell now" },
      { kind: "trade_in", amount_cents: 990_00, label: "Trade in for store credit" },
      { kind: "consignment", amount_cents: 1_200_00, label: "Consign" },
    ]);
    const declined = await call("PUT", `/api/v6/self-check-in/finalize-quote/${ticket.id}/`, seller.headers, { declined: [item.id] });
    expect(declined.json().items[0].state).toBe("declined");
    const subjects = (await emailsTo(t, seller.email)).map((m) => m.subject ?? "");
    expect(subjects.some((s) => s.startsWith("A few questions about"))).toBe(true);
    expect(subjects.some((s) => s.startsWith("We received your Goyard"))).toBe(true);
  });
});
