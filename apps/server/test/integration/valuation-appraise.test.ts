import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@maison/domain/actor/actor";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { inTransaction } from "../../src/db/transaction.ts";
import { insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { call, shopper } from "./favorites-fixtures.ts";
import { recordOrder } from "./tiers-fixtures.ts";
import { CLASSIC_FLAP_MEDIUM_CAVIAR, recordSales, seedSkus } from "./valuation-fixtures.ts";

const APPRAISE = "/api/v6/sell/appraise/";
const GREAT_WITH_BOX = { sku: CLASSIC_FLAP_MEDIUM_CAVIAR, condition_key: "great", accessories: ["Dust Bag", "Box"], serial_number: "25123456", color: "Black" };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedSkus(t);
  // Twelve sales of the same sku in the last twelve days, at $8,000, Excellent, black, with a dust bag.
  await recordSales(t, 12);
});
afterAll(async () => {
  await t.close();
});

const saleRecords = () => t.context.db.kysely.selectFrom("sale_records").selectAll().orderBy("sold_at").execute();

describe("POST /api/v6/sell/appraise/ (the flow's reveal-its-value step)", () => {
  it("asks visitors to sign in first (spec 2 §6)", async () => {
    const response = await call(t, null, "POST", APPRAISE, GREAT_WITH_BOX);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "authentication_required" });
  });

  it("makes an instant offer from the comparables, with each adjustment and the price by month", async () => {
    const response = await call(t, await shopper(t), "POST", APPRAISE, GREAT_WITH_BOX);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.prediction).toEqual({
      status: "instant_offer",
      reason: null,
      message: "Here is what your piece is worth to us today.",
      confidence: 1,
      expected_resale_cents: 7_504_32,
    });
    expect(body.sku).toMatchObject({ sku: CLASSIC_FLAP_MEDIUM_CAVIAR, title: "Chanel Classic Flap Medium, Caviar Leather" });
    expect(body.offers).toEqual([
      { kind: "sell_now", label: "Sell now", amount_cents: 4_875_00, before_incentive_cents: 4_875_00, seller_incentive_cents: 0, is_estimate: false },
      { kind: "trade_in", label: "Trade in for store credit", amount_cents: 5_362_50, before_incentive_cents: 5_362_50, seller_incentive_cents: 0, is_estimate: false },
    ]);
    expect(body.other_offers).toEqual([{ kind: "consignment", label: "Consign", amount_cents: 6_000_00, before_incentive_cents: 6_000_00, seller_incentive_cents: 0, is_estimate: true }]);
    expect(body.explanation.match_level).toBe("sku");
    expect(body.explanation.base_value_cents).toBe(7_843_14);
    expect(body.explanation.adjustments.map((a: { key: string; amount_cents: number }) => [a.key, a.amount_cents])).toEqual([
      ["condition", -627_45],
      ["accessories", 288_63],
      ["color", 0],
    ]);
    expect(body.explanation.comparables).toHaveLength(12);
    expect(body.explanation.comparables[0]).toMatchObject({
      kind: "sold",
      title: "Chanel Classic Flap Medium",
      price_cents: 8_000_00,
      date: "2026-11-17T12:00:00.000Z",
      condition: "Excellent",
      accessories: ["Dust Bag"],
      normalized_cents: 7_843_14,
    });
    expect(body.sku_price_evolution_list).toEqual([{ date: "2026-11", price_cents: 8_000_00, sales: 12 }]);
  });

  it("adds the seller's tier incentive: a Diamond member's cash offer grows by 5 %, capped", async () => {
    const diamond = await shopper(t);
    await recordOrder(t, diamond.id, 10_000_00, 10);
    const body = (await call(t, diamond, "POST", APPRAISE, GREAT_WITH_BOX)).json();
    expect(body.offers.map((o: { amount_cents: number; seller_incentive_cents: number }) => [o.amount_cents, o.seller_incentive_cents])).toEqual([
      [5_119_00, 244_00],
      [5_630_90, 268_40],
    ]);
  });

  it("routes an exotic skin and a Hermès leather to a quote, without offers", async () => {
    const user = await shopper(t);
    const python = (await call(t, user, "POST", APPRAISE, { ...GREAT_WITH_BOX, sku: skuCode("Chanel", "Classic Flap", "Python", "Medium") })).json();
    expect(python).toMatchObject({
      prediction: { status: "quote", reason: "exotic_skin", message: expect.stringContaining("within 2 business days"), expected_resale_cents: null },
      offers: [],
      other_offers: [],
      explanation: null,
    });
    const birkin = (await call(t, user, "POST", APPRAISE, { ...GREAT_WITH_BOX, sku: skuCode("Hermès", "Birkin", "Togo Leather", "30 cm") })).json();
    expect(birkin.prediction).toMatchObject({ status: "quote", reason: "hermes_leather" });
  });

  it("routes to a quote when it has to widen to other models whose prices disagree", async () => {
    for (const [model, price] of [["Saddle", 1_500_00], ["Book Tote", 3_000_00], ["Bobby", 6_000_00], ["Caro", 12_000_00]] as const) {
      await recordSales(t, 2, { designer: "Dior", model, style: "Grained Calfskin", size: null, price_cents: price, sku_code: null, title: `Dior ${model}` });
    }
    const body = (await call(t, await shopper(t), "POST", APPRAISE, { ...GREAT_WITH_BOX, sku: skuCode("Dior", "Lady Dior", "Cannage Lambskin", "Medium") })).json();
    expect(body.prediction).toMatchObject({ status: "quote", reason: "low_confidence" });
    expect(body.prediction.confidence).toBeLessThan(0.45);
    expect(body.offers).toEqual([]);
  });

  it("answers 400 naming the field for bad details, 404 on sku for a code not in the catalog", async () => {
    const user = await shopper(t);
    for (const [change, field] of [
      [{ condition_key: "outlet" }, "condition_key"],
      [{ condition_key: undefined }, "condition_key"],
      [{ sku: "Not a sku!" }, "sku"],
      [{ accessories: "Box" }, "accessories"],
      [{ color: "x".repeat(41) }, "color"],
    ] as const) {
      const response = await call(t, user, "POST", APPRAISE, { ...GREAT_WITH_BOX, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const unknown = await call(t, user, "POST", APPRAISE, { ...GREAT_WITH_BOX, sku: "chanel-nothing-0000000" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "sku_not_found", field: "sku" });
  });
});

describe("ValuationService.appraise, as the selling module calls it", () => {
  it("sends a piece not in the catalog to a photo submission", async () => {
    const appraisal = await t.context.services.valuation.appraise({ sku: null, condition_key: "good", accessories: [], serial_number: "", color: null }, null);
    expect(appraisal).toMatchObject({ status: "photo_upload", reason: "not_in_catalog", sku: null, offers: [], explanation: null });
    expect(appraisal.message).toContain("3-4 days");
  });

  it("appraises as of the given day: sales after it do not count", async () => {
    const aYearAgo = new Date(t.clock.now().getTime() - 365 * 86_400_000);
    const appraisal = await t.context.services.valuation.appraise({ ...GREAT_WITH_BOX, serial_number: true }, null, aYearAgo);
    expect(appraisal).toMatchObject({ status: "quote", reason: "no_comparables", confidence: 0, offers: [] });
  });

  it("keeps the suggestion for a quote, for the specialist who prices it", async () => {
    await recordSales(t, 6, { style: "Python", sku_code: skuCode("Chanel", "Classic Flap", "Python", "Medium"), price_cents: 14_000_00 });
    const appraisal = await t.context.services.valuation.appraise({ ...GREAT_WITH_BOX, sku: skuCode("Chanel", "Classic Flap", "Python", "Medium") }, null);
    expect(appraisal).toMatchObject({ status: "quote", reason: "exotic_skin" });
    expect(appraisal.offers.map((o) => o.kind)).toEqual(["sell_now", "trade_in", "consignment"]);
    expect(appraisal.explanation?.match_level).toBe("sku");
  });
});

describe("the catalog's own pieces and sales", () => {
  it("compares with the catalog's sold and listed pieces: listed at their asking price, with their handle", async () => {
    const marmont = { vendor: "Gucci", category: "bags", item_type: "Shoulder Bag", model: "GG Marmont", exterior_material: "Matelassé Leather", item_size: "Small", condition: "Excellent" };
    const recent = new Date(t.clock.now().getTime() - 5 * 86_400_000).toISOString();
    const sold = await insertProduct(t.context.db.kysely, { ...marmont, state: "sold", price_cents: 1_500_00, updated_at: recent, details: [{ key: "accessories", title: "Accessories", value: '["Dust Bag"]', section: "Details" }] });
    const listed = await insertProduct(t.context.db.kysely, { ...marmont, state: "available", price_cents: 2_000_00, published_at: recent });
    await insertProduct(t.context.db.kysely, { ...marmont, state: "draft", price_cents: 9_000_00 });
    const comparables = await t.context.services.valuation.comparablesFor({ designer: "Gucci", category: "bags" });
    expect(comparables.map((c) => [c.id, c.kind, c.priceCents, c.handle, c.accessories])).toEqual(
      expect.arrayContaining([
        [sold.id, "sold", 1_500_00, sold.handle, ["Dust Bag"]],
        [listed.id, "listed", 2_000_00, listed.handle, []],
      ]),
    );
    expect(comparables).toHaveLength(2);
  });

  it("records every piece sold (item.sold) once, and counts it once", async () => {
    const piece = await insertProduct(t.context.db.kysely, { vendor: "Celine", category: "bags", item_type: "Top Handle", model: "Luggage", exterior_material: "Smooth Calfskin", item_size: "Nano", price_cents: 2_400_00 });
    expect(t.context.events.subscribersOf("item.sold")).toContain("valuation");
    await inTransaction(t.context.db, (tx) => t.context.services.inventory.transition(tx, piece.id, "sell", systemActor("test"), { data: { order_id: "ord_test" } }));
    await t.context.outbox.drain();
    const recorded = (await saleRecords()).filter((r) => r.product_id === piece.id);
    expect(recorded).toEqual([
      expect.objectContaining({
        source: "order",
        designer: "Celine",
        model: "Luggage",
        style: "Smooth Calfskin",
        size: "Nano",
        price_cents: 2_400_00,
        sku_code: skuCode("Celine", "Luggage", "Smooth Calfskin", "Nano"),
        sold_at: t.clock.now().toISOString(),
      }),
    ]);
    expect(await t.context.services.saleHistory.recordSold({ subjectId: piece.id }, t.clock.now().toISOString())).toBe(false);
    expect((await saleRecords()).filter((r) => r.product_id === piece.id)).toHaveLength(1);
    const celine = await t.context.services.valuation.comparablesFor({ designer: "Celine", category: "bags" });
    expect(celine.filter((c) => c.id === piece.id)).toEqual([expect.objectContaining({ kind: "sold", handle: piece.handle })]);
  });
});
