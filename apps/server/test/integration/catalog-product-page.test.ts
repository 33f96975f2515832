import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createShopper } from "./catalog-member-fixtures.ts";

let t: TestApp;
let member: { authorization: string };
let plain: { id: string; handle: string; title: string };
let exotic: { id: string; handle: string };
let untariffed: { id: string; handle: string };
let vip: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db.kysely;
  await insertCollections(db, ["Chanel", "Hermès"]);
  plain = await insertProduct(db, {
    handle: "plain-flap",
    price_cents: 4000_00,
    original_price_cents: 4500_00,
    estimated_retail_cents: 10_000_00,
    details: [
      { key: "size_and_fit_image", title: "Size & Fit", value: "/images/big/size-and-fit/shoulder-bag.webp", section: "Details" },
      { key: "vault_article_link", title: "From the Vault", value: "None", section: "Details" },
    ],
  });
  exotic = await insertProduct(db, { handle: "croc-kelly", vendor: "Hermès", exterior_material: "Porosus Crocodile", is_exotic: 1, price_cents: 9800_00, estimated_retail_cents: 10_000_00 });
  untariffed = await insertProduct(db, { handle: "no-tariff", tags: ["missing-tariff-code", "missing-country-of-origin"] });
  vip = await insertProduct(db, { handle: "vip-flap", first_look_ends_at: "2026-11-19T00:00:00.000Z", tags: ["bc-filter-VIP Preview"] });
  member = (await createShopper(t, "active_initial_access")).headers;
});

afterAll(async () => {
  await t.close();
});

const extra = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/api/v6/shop/extra/${id}/`, headers });
const product = (handle: string) => t.app.inject({ method: "GET", url: `/api/v6/shop/product/${handle}/` });

describe("restricted flag and product page fields on the normalised product", () => {
  it("flags restricted materials and missing customs tags, and nothing else", async () => {
    expect((await product("croc-kelly")).json().product.is_restricted).toBe(true);
    expect((await product("no-tariff")).json().product.is_restricted).toBe(true);
    expect((await product("plain-flap")).json().product.is_restricted).toBe(false);
  });

  it("carries size_and_fit_image and vault_article_link, 'None' reading as empty", async () => {
    const body = (await product("plain-flap")).json().product;
    expect(body.size_and_fit_image).toBe("/images/big/size-and-fit/shoulder-bag.webp");
    expect(body.vault_article_link).toBeNull();
  });
});

describe("GET /api/v6/shop/extra/{id}/", () => {
  it("gives breadcrumbs Home > All {category} > title and the price display rules", async () => {
    const response = await extra(plain.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product_id: plain.id,
      breadcrumbs: [
        { title: "Home", url: "/" },
        { title: "All Bags", url: "/collections/all-bags" },
        { title: plain.title, url: `/products/${plain.handle}` },
      ],
      is_restricted: false,
      restriction_reasons: [],
      ships_internationally: true,
      shows_original_price: true,
      shows_estimated_retail_price: true,
      first_look: { is_first_look: false, ends_at: null, can_shop: true },
      size_and_fit_image: "/images/big/size-and-fit/shoulder-bag.webp",
      vault_article_link: null,
    });
  });

  it("names the restriction reasons; exotic skins do not ship abroad; retail within 0.95 is hidden", async () => {
    const croc = (await extra(exotic.id)).json();
    expect(croc).toMatchObject({ is_restricted: true, restriction_reasons: ["restricted_material"], ships_internationally: false, shows_estimated_retail_price: false });
    const customs = (await extra(untariffed.id)).json();
    expect(customs.restriction_reasons).toEqual(["missing_country_of_origin", "missing_tariff_code"]);
  });

  it("lets only members shop a VIP preview piece", async () => {
    expect((await extra(vip.id)).json().first_look).toEqual({ is_first_look: true, ends_at: "2026-11-19T00:00:00.000Z", can_shop: false });
    expect((await extra(vip.id, member)).json().first_look.can_shop).toBe(true);
  });

  it("answers 404 for an unknown product and 400 for a malformed id", async () => {
    expect((await extra("424242")).statusCode).toBe(404);
    const bad = await extra("abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("id");
  });
});
