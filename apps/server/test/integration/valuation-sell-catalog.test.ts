import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skuCode } from "@maison/domain/valuation/sell-sku";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { call, shopper } from "./favorites-fixtures.ts";
import { CLASSIC_FLAP_MEDIUM_CAVIAR, seedSkus } from "./valuation-fixtures.ts";

const CATALOG = "/api/v6/sell/catalog/";
const SEARCH = "/api/v6/sell/search/";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedSkus(t)).toBeGreaterThan(1000);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const values = (options: Array<{ value: string }>) => options.map((o) => o.value);
const labels = (options: Array<{ label: string }>) => options.map((o) => o.label);

describe("the seller's catalog levels (spec 2 §3, §4)", () => {
  it("starts with the six item types and nothing chosen", async () => {
    const response = await get(CATALOG);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(labels(body.item_types)).toEqual(["Bags", "Jewelry", "Watches", "Shoes", "Accessories", "Apparel"]);
    expect(body).toMatchObject({ designers: [], models: [], styles: [], sizes: [], selected_item_type: null, products: [], selected_sku: null });
  });

  it("lists the designers of an item type, then a designer's models, icons first", async () => {
    const bags = (await get(`${CATALOG}?item_type=bags`)).json();
    expect(bags.selected_item_type).toEqual({ value: "bags", label: "Bags" });
    expect(bags.selected_item_type_category).toBe("bags");
    expect(labels(bags.designers)).toContain("Hermès");
    expect(values(bags.designers)).toContain("chanel");
    const chanel = (await get(`${CATALOG}?item_type=bags&designer=chanel`)).json();
    expect(chanel.selected_designer).toEqual({ value: "chanel", label: "Chanel" });
    expect(chanel.models.slice(0, 3)).toEqual([
      { value: "classic-flap", label: "Classic Flap" },
      { value: "boy-bag", label: "Boy Bag" },
      { value: "2-55-reissue", label: "2.55 Reissue" },
    ]);
    expect(chanel.products).toEqual([]);
  });

  it("lists a model's styles (its leathers, then its exotic skins) with its skus, then a style's sizes", async () => {
    const model = (await get(`${CATALOG}?item_type=bags&designer=chanel&model=classic-flap`)).json();
    expect(labels(model.styles)).toEqual(["Caviar Leather", "Lambskin", "Python", "Crocodile", "Ostrich", "Lizard", "Stingray"]);
    expect(model.products).toHaveLength(28);
    const style = (await get(`${CATALOG}?item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather`)).json();
    expect(labels(style.sizes)).toEqual(["Small", "Medium", "Jumbo", "Maxi"]);
    expect(style.products.map((p: { size: string }) => p.size)).toEqual(["Small", "Medium", "Jumbo", "Maxi"]);
    expect(style.selected_sku).toBeNull();
  });

  it("sets the sku when a size leaves exactly one", async () => {
    const size = (await get(`${CATALOG}?item_type=bags&designer=chanel&model=classic-flap&style=caviar-leather&size=medium`)).json();
    expect(size.selected_size).toEqual({ value: "medium", label: "Medium" });
    expect(size.selected_sku).toEqual({
      sku: CLASSIC_FLAP_MEDIUM_CAVIAR,
      title: "Chanel Classic Flap Medium, Caviar Leather",
      item_type: "bags",
      item_type_label: "Bags",
      designer: "Chanel",
      model: "Classic Flap",
      style: "Caviar Leather",
      size: "Medium",
      is_exotic: false,
    });
  });

  it("sets the sku when the style of a model without sizes is chosen", async () => {
    const woc = (await get(`${CATALOG}?item_type=bags&designer=chanel&model=wallet-on-chain&style=lambskin`)).json();
    expect(woc.sizes).toEqual([]);
    expect(woc.selected_sku?.sku).toBe(skuCode("Chanel", "Wallet on Chain", "Lambskin", null));
  });

  it("answers 404 naming the level for a choice that is not there, 400 for a level chosen before its parent or a bad value", async () => {
    const unknown = await get(`${CATALOG}?item_type=bags&designer=acme`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "sell_choice_not_found", field: "designer" });
    const wrongType = await get(`${CATALOG}?item_type=watches&designer=chanel`);
    expect(wrongType.json()).toMatchObject({ code: "sell_choice_not_found", field: "designer" });
    const orphan = await get(`${CATALOG}?item_type=bags&model=classic-flap`);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toMatchObject({ code: "invalid_request", field: "model" });
    const badType = await get(`${CATALOG}?item_type=boats`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ field: "item_type" });
  });
});

describe("searching the seller's catalog (spec 2 §5)", () => {
  it("finds skus by the start of their words, accents folded", async () => {
    const body = (await get(`${SEARCH}?q=herm%C3%A8s%20birk%2030`)).json();
    expect(body.search_results_total).toBeGreaterThan(0);
    for (const sku of body.search_results) expect(sku).toMatchObject({ designer: "Hermès", model: "Birkin", size: "30 cm" });
    const flap = (await get(`${SEARCH}?q=classic+flap+caviar`)).json();
    expect(flap.search_results.map((s: { size: string }) => s.size)).toEqual(["Small", "Medium", "Jumbo", "Maxi"]);
    expect(flap).toMatchObject({ search_results_total: 4, has_more: false });
  });

  it("pages 20 at a time: has_more while offset plus page size is under 100 and results remain", async () => {
    const first = (await get(`${SEARCH}?q=chanel`)).json();
    expect(first.search_results).toHaveLength(20);
    expect(first.search_results_total).toBeGreaterThan(100);
    expect(first.has_more).toBe(true);
    expect((await get(`${SEARCH}?q=chanel&offset=60`)).json().has_more).toBe(true);
    expect((await get(`${SEARCH}?q=chanel&offset=80`)).json().has_more).toBe(false);
  });

  it("finds nothing for empty text, and refuses a negative offset naming it", async () => {
    expect((await get(`${SEARCH}?q=`)).json()).toEqual({ search_results: [], search_results_total: 0, has_more: false });
    const bad = await get(`${SEARCH}?q=kelly&offset=-1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "offset" });
  });
});

describe("the Hermès lists (spec 2 §7)", () => {
  it("are for signed-in users", async () => {
    expect((await get("/api/v6/my-account/hermes_leather_types/")).statusCode).toBe(401);
    expect((await get("/api/v6/my-account/hermes_sizes_cm/")).statusCode).toBe(401);
  });

  it("give the regular leathers and exotic skins, and the sizes in centimetres", async () => {
    const user = await shopper(t);
    const leathers = (await call(t, user, "GET", "/api/v6/my-account/hermes_leather_types/")).json();
    expect(leathers.regular).toContainEqual({ value: "togo-leather", label: "Togo Leather" });
    expect(leathers.exotic).toContainEqual({ value: "niloticus-crocodile", label: "Niloticus Crocodile" });
    const sizes = (await call(t, user, "GET", "/api/v6/my-account/hermes_sizes_cm/")).json();
    expect(sizes.sizes_cm).toEqual([15, 18, 20, 22, 24, 25, 26, 27, 28, 30, 31, 32, 35, 36, 39, 40]);
  });
});
