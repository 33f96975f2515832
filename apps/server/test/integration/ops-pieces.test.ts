import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_STOREFRONT_ACCESS_TOKEN } from "../../src/config/env.ts";
import { insertCollections, insertProduct } from "../support/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { listingInput, multipartBody, photoBytes, signedInOutsider, signedInStaff, type Headers } from "./ops-pieces-fixtures.ts";

let t: TestApp;
let lister: { id: string; email: string; headers: Headers };
let packer: Headers;

interface Detail {
  piece: {
    id: string;
    handle: string;
    sku: string;
    variant_id: string;
    title: string;
    state: string;
    price_cents: number;
    published_at: string | null;
    vip_preview: { opens_at: string; ends_at: string } | null;
    tags: string[];
    all_tags: string[];
    photos: Array<{ key: string; width: number; height: number; alt: string }>;
  };
  provenance: { source: string; owner_party: string; cost_basis_cents: number | null; intake_at: string; listed_at: string | null } | null;
  timeline: Array<{ id: string; event: string; from_state: string | null; to_state: string; actor_kind: string; actor_id: string; actor_name: string | null; actor_email: string | null; reason: string | null; data: Record<string, unknown> }>;
  timeline_total: number;
  actions: string[];
}

async function upload(headers: Headers, data: Buffer, type = "image/png", field = "photo") {
  const body = await multipartBody(field, data, `photo.${type.split("/")[1]}`, type);
  return t.app.inject({ method: "POST", url: "/api/ops/uploads/", headers: { ...headers, ...body.headers }, payload: body.payload });
}

async function uploadedKey(data: Buffer, type: string): Promise<string> {
  const response = await upload(lister.headers, data, type);
  expect(response.statusCode).toBe(201);
  return (response.json() as { key: string }).key;
}

const call = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createPiece(overrides: Record<string, unknown> = {}, photos?: string[]): Promise<Detail> {
  const keys = photos ?? [await uploadedKey(await photoBytes("png"), "image/png")];
  const response = await call("POST", "/api/ops/pieces/", lister.headers, listingInput(keys, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Detail;
}

async function gql(query: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/2024-07/graphql.json",
    headers: { "content-type": "application/json", "x-shopify-storefront-access-token": DEV_STOREFRONT_ACCESS_TOKEN },
    payload: { query },
  });
  return response.json() as { data: Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp(); // 2026-11-18T12:00:00Z, a Wednesday inside that week's VIP preview
  const db = t.context.db.kysely;
  await insertCollections(db, ["Hermès"]);
  // Listing number 7 of the catalogue: the next one made is number 8.
  await insertProduct(db, { id: "8000000000007", variant_id: "45000000000007", sku: "MS-100007", handle: "hermes-birkin-7", vendor: "Hermès", tags: ["bc-filter-General View"] });
  lister = await signedInStaff(t, ["listing"]);
  packer = (await signedInStaff(t, ["fulfilment"], "Paul")).headers;
});
afterAll(async () => t.close());

describe("who may use the console's pieces calls", () => {
  it("refuses shoppers, partners and visitors on every call, and changes nothing", async () => {
    const piece = await createPiece();
    const photo = await photoBytes("png");
    const outsiders: Array<[string, Headers]> = [
      ["visitor", {}],
      ["shopper", await signedInOutsider(t, "shopper")],
      ["partner", await signedInOutsider(t, "partner")],
    ];
    for (const [who, headers] of outsiders) {
      const answers = [
        await call("GET", "/api/ops/pieces/", headers),
        await call("GET", `/api/ops/pieces/${piece.piece.id}/`, headers),
        await call("POST", "/api/ops/pieces/", headers, listingInput([])),
        await call("PUT", `/api/ops/pieces/${piece.piece.id}/`, headers, listingInput([], { price_cents: 1_00 })),
        await call("POST", `/api/ops/pieces/${piece.piece.id}/publish/`, headers, { when: "now" }),
        await call("POST", `/api/ops/pieces/${piece.piece.id}/withdraw/`, headers, { reason: "Test" }),
        await upload(headers, photo),
      ];
      expect(answers.map((r) => r.statusCode), who).toEqual([403, 403, 403, 403, 403, 403, 403]);
      expect(answers.map((r) => r.json().code), who).toEqual(Array(7).fill("staff_only"));
    }
    const after = (await call("GET", `/api/ops/pieces/${piece.piece.id}/`, lister.headers)).json() as Detail;
    expect(after.piece).toEqual(piece.piece);
    expect(after.timeline).toHaveLength(1);
  });

  it("lets staff without the listing permission read but not write", async () => {
    const piece = await createPiece();
    expect((await call("GET", "/api/ops/pieces/", packer)).statusCode).toBe(200);
    const detail = await call("GET", `/api/ops/pieces/${piece.piece.id}/`, packer);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as Detail).actions).toEqual([]);
    const writes = [
      await call("POST", "/api/ops/pieces/", packer, listingInput(piece.piece.photos.map((p) => p.key))),
      await call("PUT", `/api/ops/pieces/${piece.piece.id}/`, packer, listingInput(piece.piece.photos.map((p) => p.key))),
      await call("POST", `/api/ops/pieces/${piece.piece.id}/publish/`, packer, { when: "now" }),
      await call("POST", `/api/ops/pieces/${piece.piece.id}/withdraw/`, packer, { reason: "Damaged" }),
      await upload(packer, await photoBytes("png")),
    ];
    expect(writes.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([403, "missing_capability"]));
    expect(((await call("GET", `/api/ops/pieces/${piece.piece.id}/`, lister.headers)).json() as Detail).piece.state).toBe("draft");
  });
});

describe("photo uploads", () => {
  it("stores a real image under a new key and serves it through the resize path", async () => {
    const response = await upload(lister.headers, await photoBytes("jpeg", 900, 1200), "image/jpeg");
    expect(response.statusCode).toBe(201);
    const body = response.json() as { key: string; width: number; height: number };
    expect(body).toEqual({ key: expect.stringMatching(/^listing-photos\/2026-11\/[a-f0-9]{32}\.jpg$/), width: 900, height: 1200 });
    const image = await t.app.inject({ method: "GET", url: `/images/small/${body.key.replace(/\.jpg$/, "")}.webp` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
  });

  it("refuses files that are not JPEG, PNG or WebP photos of a useful size, naming the field", async () => {
    const cases: Array<[Buffer, string]> = [
      [Buffer.from("this is not an image at all"), "image/png"],
      [await photoBytes("gif"), "image/gif"],
      [await photoBytes("png", 200, 800), "image/png"],
      [(await photoBytes("png", 800, 800)).subarray(0, 400), "image/png"],
    ];
    for (const [data, type] of cases) {
      const response = await upload(lister.headers, data, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "photo" });
    }
  });

  it("refuses a photo over 15 MB, and a request without one", async () => {
    const tooLarge = await upload(lister.headers, Buffer.alloc(15 * 1024 * 1024 + 1, 7));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ field: "photo", message: "The photo must be 15 MB or smaller." });
    const notMultipart = await call("POST", "/api/ops/uploads/", lister.headers, { photo: "x" });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toMatchObject({ field: "photo" });
  });

  it("removes an upload no listing uses a day later, and keeps the ones a listing shows", async () => {
    const unused = await uploadedKey(await photoBytes("png"), "image/png");
    const used = await uploadedKey(await photoBytes("png"), "image/png");
    await createPiece({}, [used]);
    await t.context.jobs.drain();
    expect(await t.context.storage.exists(unused)).toBe(true);
    t.clock.advance(24 * 3_600_000 + 60_000);
    try {
      await t.context.jobs.drain();
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 60_000));
    }
    expect(await t.context.storage.exists(unused)).toBe(false);
    expect(await t.context.storage.exists(used)).toBe(true);
  });
});

describe("creating, editing and publishing a listing", () => {
  let created: Detail;
  let keys: string[];

  it("creates a draft numbered like the seeded catalogue, with two uploaded photos, its provenance and its birth on the timeline", async () => {
    keys = [await uploadedKey(await photoBytes("png", 800, 800), "image/png"), await uploadedKey(await photoBytes("jpeg", 1200, 900), "image/jpeg")];
    const before = await t.context.db.kysely.selectFrom("products").select("id").where("id", "like", "8%").orderBy("id", "desc").executeTakeFirstOrThrow();
    created = await createPiece({}, keys);
    const n = Number(before.id) - 8_000_000_000_000 + 1;
    expect(created.piece).toMatchObject({
      id: String(8_000_000_000_000 + n),
      variant_id: String(45_000_000_000_000 + n),
      sku: `MS-${100_000 + n}`,
      handle: `hermes-kelly-28-etoupe-28-cm-${n}`,
      title: "Kelly 28 Epsom",
      state: "draft",
      price_cents: 14_250_00,
      published_at: null,
      vip_preview: null,
      tags: ["most-wanted"],
    });
    expect(created.piece.all_tags.toSorted()).toEqual(["bc-filter-General View", "condition:Excellent", "item-type:Top Handle", "most-wanted", "size:28 cm"]);
    expect(created.piece.photos).toEqual([
      { key: keys[0], width: 800, height: 800, alt: "Hermès Kelly 28 in Etoupe Epsom Leather, photo 1 of 2" },
      { key: keys[1], width: 1200, height: 900, alt: "Hermès Kelly 28 in Etoupe Epsom Leather, photo 2 of 2" },
    ]);
    expect(created.provenance).toMatchObject({ source: "stock", owner_party: "maison", cost_basis_cents: 9_800_00, intake_at: "2026-11-18T12:00:00.000Z", listed_at: null });
    expect(created.timeline).toEqual([
      expect.objectContaining({ event: "create", from_state: null, to_state: "draft", actor_kind: "staff", actor_id: lister.id, actor_name: "Camille Morel", actor_email: lister.email }),
    ]);
    expect(created.actions).toEqual(["edit", "publish_now", "publish_vip_preview", "withdraw"]);
    const details = await t.context.db.kysely.selectFrom("product_details").select(["key", "value"]).where("product_id", "=", created.piece.id).orderBy("position").execute();
    expect(details.map((d) => d.key)).toEqual(["condition", "condition_description", "condition_specifics", "estimated_retail_price", "designer", "model", "color", "exterior_material", "interior_material", "size"]);
  });

  it("keeps drafts out of the storefront", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all&limit=100" });
    expect((list.json() as { products: Array<{ id: string }> }).products.map((p) => p.id)).not.toContain(created.piece.id);
    expect((await gql(`{ product(handle: "${created.piece.handle}") { id } }`)).data.product).toBeNull();
  });

  it("finds pieces in any state by title, designer, sku or id, and by state", async () => {
    const search = async (query: string) => (await call("GET", `/api/ops/pieces/?${query}`, packer)).json() as { pieces: Array<{ id: string; state: string; cover_key: string | null }>; total: number };
    for (const q of ["kelly 28", "HERMÈS", created.piece.sku.toLowerCase(), created.piece.id]) {
      expect((await search(`q=${encodeURIComponent(q)}`)).pieces.map((p) => p.id), q).toContain(created.piece.id);
    }
    const drafts = await search("state=draft&q=");
    expect(drafts.pieces.every((p) => p.state === "draft")).toBe(true);
    expect(drafts.pieces.find((p) => p.id === created.piece.id)?.cover_key).toBe(keys[0]);
    expect((await search("q=no-such-piece-anywhere")).total).toBe(0);
    const bad = await call("GET", "/api/ops/pieces/?state=lost", packer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("state");
  });

  it("answers invalid input with a 400 naming the field, and writes nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ designer: "" }, "designer"],
      [{ category: "hats" }, "category"],
      [{ price_cents: "a lot" }, "price_cents"],
      [{ price_cents: 12.5 }, "price_cents"],
      [{ original_price_cents: 14_000_00 }, "original_price_cents"],
      [{ tags: ["bc-filter-VIP Preview"] }, "tags"],
      [{ colors: [] }, "colors"],
      [{ photos: ["listing-photos/2026-11/00000000000000000000000000000000.png"] }, "photos.0"],
      [{ photos: [keys[0], keys[0]] }, "photos.1"],
      [{ photos: ["products/8000000000007/1.svg"] }, "photos.0"],
    ];
    const count = async () => Number((await t.context.db.kysely.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [overrides, field] of cases) {
      const response = await call("POST", "/api/ops/pieces/", lister.headers, listingInput(keys, overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(overrides)).toBe(field);
    }
    expect(await count()).toBe(before);
    const edit = await call("PUT", `/api/ops/pieces/${created.piece.id}/`, lister.headers, listingInput(keys, { price_cents: -5 }));
    expect([edit.statusCode, edit.json().field]).toEqual([400, "price_cents"]);
  });

  it("edits the listing: new price, the photos reordered and one removed, audited with the price change", async () => {
    const response = await call("PUT", `/api/ops/pieces/${created.piece.id}/`, lister.headers, listingInput([keys[1]!], { price_cents: 13_900_00, tags: ["most-wanted", "vintage"] }));
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as Detail;
    expect(edited.piece).toMatchObject({ id: created.piece.id, sku: created.piece.sku, handle: created.piece.handle, price_cents: 13_900_00, state: "draft", tags: ["most-wanted", "vintage"] });
    expect(edited.piece.photos).toEqual([{ key: keys[1], width: 1200, height: 900, alt: "Hermès Kelly 28 in Etoupe Epsom Leather, photo 1 of 1" }]);
    expect(edited.timeline.map((e) => e.event)).toEqual(["create", "revise_listing"]);
    expect(edited.timeline[1]).toMatchObject({ actor_id: lister.id, from_state: "draft", to_state: "draft", data: { price_cents: { from: 14_250_00, to: 13_900_00 } } });
    const back = await call("PUT", `/api/ops/pieces/${created.piece.id}/`, lister.headers, listingInput([keys[1]!, keys[0]!], { price_cents: 13_900_00 }));
    expect((back.json() as Detail).piece.photos.map((p) => p.key)).toEqual([keys[1], keys[0]]);
  });

  it("publishes now: on sale in search, the collection list and the storefront GraphQL at once, on the timeline with who did it", async () => {
    // Warm the search snapshot and the list's count cache first, so the test sees them refresh.
    await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: { query: "kelly" } });
    await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all" });
    t.clock.advance(60_000);
    const response = await call("POST", `/api/ops/pieces/${created.piece.id}/publish/`, lister.headers, { when: "now" });
    expect(response.statusCode, response.body).toBe(200);
    const published = response.json() as Detail;
    expect(published.piece).toMatchObject({ state: "available", published_at: "2026-11-18T12:01:00.000Z", vip_preview: null });
    expect(published.provenance?.listed_at).toBe("2026-11-18T12:01:00.000Z");
    expect(published.timeline.map((e) => [e.event, e.to_state, e.actor_kind, e.actor_email])).toEqual([
      ["create", "draft", "staff", lister.email],
      ["revise_listing", "draft", "staff", lister.email],
      ["revise_listing", "draft", "staff", lister.email],
      ["publish", "available", "staff", lister.email],
    ]);
    expect(published.actions).toEqual(["edit", "withdraw"]);

    const search = await t.app.inject({ method: "POST", url: "/api/v6/search/", payload: { query: "kelly" } });
    expect((search.json() as { records: Array<{ _id: string }> }).records.map((r) => r._id)).toContain(created.piece.id);
    const list = await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all" });
    const cards = (list.json() as { products: Array<{ id: string; availableForSale: boolean; image: string | null }> }).products;
    expect(cards.find((c) => c.id === created.piece.id)).toMatchObject({ availableForSale: true, image: `/images/medium/${keys[1]!.replace(/\.jpg$/, "")}.webp` });
    const product = (await gql(`{ product(handle: "${created.piece.handle}") { id availableForSale variants(first: 1) { nodes { id sku } } } }`)).data.product;
    expect(product).toEqual({
      id: `gid://shopify/Product/${created.piece.id}`,
      availableForSale: true,
      variants: { nodes: [{ id: `gid://shopify/ProductVariant/${created.piece.variant_id}`, sku: created.piece.sku }] },
    });
  });

  it("withdraws with a reason, which the timeline keeps", async () => {
    const missing = await call("POST", `/api/ops/pieces/${created.piece.id}/withdraw/`, lister.headers, { reason: " " });
    expect([missing.statusCode, missing.json().field]).toEqual([400, "reason"]);
    const response = await call("POST", `/api/ops/pieces/${created.piece.id}/withdraw/`, lister.headers, { reason: "Owner asked for it back" });
    expect(response.statusCode).toBe(200);
    const withdrawn = response.json() as Detail;
    expect(withdrawn.piece.state).toBe("withdrawn");
    expect(withdrawn.timeline.at(-1)).toMatchObject({ event: "withdraw", from_state: "available", to_state: "withdrawn", reason: "Owner asked for it back", actor_id: lister.id });
    const again = await call("POST", `/api/ops/pieces/${created.piece.id}/publish/`, lister.headers, { when: "now" });
    expect([again.statusCode, again.json().code]).toEqual([409, "illegal_transition"]);
  });
});

describe("a piece edited many times", () => {
  it("answers its page and every edit with the latest 50 timeline entries and the total; ?timeline=all gives every one", async () => {
    const keys = [await uploadedKey(await photoBytes("png"), "image/png")];
    const created = await createPiece({}, keys);
    expect([created.timeline.length, created.timeline_total]).toEqual([1, 1]);
    let last: Detail = created;
    for (let k = 1; k <= 55; k++) {
      t.clock.advance(1_000);
      const response = await call("PUT", `/api/ops/pieces/${created.piece.id}/`, lister.headers, listingInput(keys, { price_cents: 10_000_00 + k * 100 }));
      expect(response.statusCode, response.body).toBe(200);
      last = response.json() as Detail;
    }
    // 56 entries: the birth and 55 price changes; the answer holds the latest 50, oldest first.
    expect(last.timeline_total).toBe(56);
    expect(last.timeline).toHaveLength(50);
    expect(last.timeline.at(-1)).toMatchObject({ event: "revise_listing", data: { price_cents: { from: 10_000_00 + 54 * 100, to: 10_000_00 + 55 * 100 } } });
    expect(last.timeline[0]).toMatchObject({ event: "revise_listing", data: { price_cents: { from: 10_000_00 + 5 * 100, to: 10_000_00 + 6 * 100 } } });
    const page = (await call("GET", `/api/ops/pieces/${created.piece.id}/`, lister.headers)).json() as Detail;
    expect(page.timeline.map((e) => e.id)).toEqual(last.timeline.map((e) => e.id));
    const whole = await call("GET", `/api/ops/pieces/${created.piece.id}/?timeline=all`, lister.headers);
    expect(whole.statusCode).toBe(200);
    const all = whole.json() as Detail;
    expect([all.timeline.length, all.timeline_total]).toEqual([56, 56]);
    expect(all.timeline[0]).toMatchObject({ event: "create" });
    expect(all.timeline.slice(6).map((e) => e.id)).toEqual(last.timeline.map((e) => e.id));
    const wrong = await call("GET", `/api/ops/pieces/${created.piece.id}/?timeline=some`, lister.headers);
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, "timeline"]);
  });
});

describe("publishing races and refusals", () => {
  it("lets exactly one of two concurrent publishes win; the other is a 409", async () => {
    const piece = await createPiece();
    const answers = await Promise.all([
      call("POST", `/api/ops/pieces/${piece.piece.id}/publish/`, lister.headers, { when: "now" }),
      call("POST", `/api/ops/pieces/${piece.piece.id}/publish/`, lister.headers, { when: "now" }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await call("GET", `/api/ops/pieces/${piece.piece.id}/`, lister.headers)).json() as Detail;
    expect(detail.timeline.filter((e) => e.event === "publish")).toHaveLength(1);
  });

  it("refuses to publish a listing without photos, and unknown pieces", async () => {
    const bare = await createPiece({}, []);
    const response = await call("POST", `/api/ops/pieces/${bare.piece.id}/publish/`, lister.headers, { when: "now" });
    expect([response.statusCode, response.json().code]).toEqual([409, "listing_needs_photos"]);
    expect((await call("GET", "/api/ops/pieces/8999999999999/", lister.headers)).statusCode).toBe(404);
    expect((await call("POST", "/api/ops/pieces/8999999999999/publish/", lister.headers, { when: "now" })).statusCode).toBe(404);
  });
});

describe("publishing into the next VIP preview", () => {
  it("schedules the draft into next week's batch (this week's is open), then the system publishes it when the batch opens", async () => {
    const piece = await createPiece({ model: "Constance 18", size: "18 cm" });
    const response = await call("POST", `/api/ops/pieces/${piece.piece.id}/publish/`, lister.headers, { when: "vip_preview" });
    expect(response.statusCode, response.body).toBe(200);
    const scheduled = response.json() as Detail;
    // 2026-11-25 is the next Wednesday; midnight in New York is 05:00 UTC in winter.
    expect(scheduled.piece).toMatchObject({
      state: "draft",
      published_at: "2026-11-25T05:00:00.000Z",
      vip_preview: { opens_at: "2026-11-25T05:00:00.000Z", ends_at: "2026-11-26T05:00:00.000Z" },
    });
    expect(scheduled.piece.all_tags).toContain("bc-filter-VIP Preview");
    expect(scheduled.piece.all_tags).not.toContain("bc-filter-General View");
    expect(scheduled.timeline.at(-1)).toMatchObject({ event: "schedule_publish", to_state: "draft", actor_id: lister.id });
    expect(scheduled.actions).toEqual(["edit", "publish_now", "withdraw"]);

    await t.context.jobs.drain();
    expect(((await call("GET", `/api/ops/pieces/${piece.piece.id}/`, lister.headers)).json() as Detail).piece.state).toBe("draft");

    t.clock.set("2026-11-25T05:00:01.000Z");
    await t.context.jobs.drain();
    const live = (await call("GET", `/api/ops/pieces/${piece.piece.id}/`, lister.headers)).json() as Detail;
    expect(live.piece).toMatchObject({ state: "available", published_at: "2026-11-25T05:00:00.000Z" });
    expect(live.timeline.at(-1)).toMatchObject({ event: "publish", to_state: "available", actor_kind: "system", actor_name: "Maison (automatic)" });
    const card = (await t.app.inject({ method: "GET", url: "/api/v6/shop/product/?collection=all" })).json() as { products: Array<{ id: string; firstLookProduct: boolean }> };
    expect(card.products.find((p) => p.id === piece.piece.id)?.firstLookProduct).toBe(true);
  });
});
