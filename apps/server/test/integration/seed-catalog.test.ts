import { readdir } from "node:fs/promises";
import path from "node:path";
import { NAVIGATION_COLLECTIONS } from "@maison/domain/catalog/collection";
import { verify } from "@node-rs/argon2";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESIGNERS } from "../../src/modules/catalog/seed/designers.ts";
import { generateProduct } from "../../src/modules/catalog/seed/generate-product.ts";
import { seedCatalog } from "../../src/modules/catalog/seed/seed-catalog.ts";
import { seedIfEmpty } from "../../src/demo/seed-if-empty.ts";
import { deleteCatalog } from "../../src/modules/catalog/seed/seed-repository.ts";
import { Timeline } from "../../src/modules/catalog/seed/timeline.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../../src/modules/identity/demo-accounts.ts";
import { seedDemoMemberRole } from "../../src/modules/membership/demo-member-role.ts";
import { renderImage } from "../../src/platform/images/image-renderer.ts";
import { LocalFileStorage } from "../../src/platform/storage/local-file-storage.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const SEED = 11;
const PRODUCTS = 200;

let database: TestDatabase;
let storage: LocalFileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = new LocalFileStorage(path.join(database.dataDir, "uploads"));
});
afterAll(async () => {
  await database.drop();
});

async function count(table: "products" | "product_tags" | "product_details" | "product_images" | "designers" | "collections" | "users" | "memberships") {
  const row = await database.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function imageFiles(): Promise<string[]> {
  const root = path.join(database.dataDir, "uploads", "products");
  return (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".svg"));
}

describe("seedCatalog", () => {
  const timeline = new Timeline(PRODUCTS, NOW);
  const expected = Array.from({ length: PRODUCTS }, (_, i) => generateProduct(SEED, i + 1, timeline));
  const vendors = new Set(expected.map((p) => p.row.vendor));

  it("fills an empty catalogue with listings, tags, details, images, designers and collections", async () => {
    const progress: Array<[number, number]> = [];
    const result = await seedCatalog(database.db, storage, { products: PRODUCTS, seed: SEED, now: NOW, onProgress: (done, total) => progress.push([done, total]) });

    // Every designer of the list, with pieces or not (the menus link designers that may have none).
    expect(vendors.size).toBeLessThan(DESIGNERS.length);
    expect(result).toEqual({ products: PRODUCTS, designers: DESIGNERS.length, collections: NAVIGATION_COLLECTIONS.length + DESIGNERS.length });
    expect(progress.at(-1)).toEqual([PRODUCTS, PRODUCTS]);
    expect(await count("products")).toBe(PRODUCTS);
    expect(await count("product_tags")).toBe(expected.reduce((n, p) => n + p.tags.length, 0));
    expect(await count("product_details")).toBe(expected.reduce((n, p) => n + p.details.length, 0));
    expect(await count("product_images")).toBe(PRODUCTS * 4);
    expect(await count("designers")).toBe(DESIGNERS.length);
    expect(await count("collections")).toBe(NAVIGATION_COLLECTIONS.length + DESIGNERS.length);
  });

  it("stores each listing exactly as generated", async () => {
    const first = expected[0]!;
    const row = await database.db.kysely.selectFrom("products").selectAll().where("id", "=", first.row.id).executeTakeFirstOrThrow();
    const { percent_off_retail: percentOffRetail, ...stored } = row;
    expect(stored).toEqual({ ...first.row });
    expect(percentOffRetail).toBe(percentOffRetailTenths(first.row.price_cents, first.row.estimated_retail_cents ?? null));
    const tags = await database.db.kysely.selectFrom("product_tags").select("tag").where("product_id", "=", first.row.id).execute();
    expect(tags.map((t) => t.tag).sort()).toEqual([...first.tags].sort());
    const collections = await database.db.kysely.selectFrom("collections").select(["handle", "position"]).orderBy("position").execute();
    expect(collections.slice(0, NAVIGATION_COLLECTIONS.length).map((c) => c.handle)).toEqual(NAVIGATION_COLLECTIONS.map((c) => c.handle));
    expect(collections.map((c) => c.position)).toEqual(collections.map((_, i) => i));
  });

  it("writes two SVG originals per listing that render at catalogue sizes", async () => {
    expect((await imageFiles()).length).toBe(PRODUCTS * 4);
    const rows = await database.db.kysely.selectFrom("product_images").selectAll().where("product_id", "=", expected[0]!.row.id).orderBy("position").execute();
    expect(rows.map((r) => [r.position, r.storage_key, r.width, r.height])).toEqual([
      [1, `products/${expected[0]!.row.id}/1.svg`, 1500, 1500],
      [2, `products/${expected[0]!.row.id}/2.svg`, 1500, 1500],
      [3, `products/${expected[0]!.row.id}/3.svg`, 1500, 1500],
      [4, `products/${expected[0]!.row.id}/4.svg`, 1500, 1500],
    ]);
    const original = await storage.get(rows[0]!.storage_key);
    expect(original?.subarray(0, 4).toString()).toBe("<svg");
    const rendered = await renderImage(original as Buffer, "medium");
    expect(await sharp(rendered.data).metadata()).toMatchObject({ width: 300, height: 300, format: "webp" });
  });

  it("refuses to seed over an existing catalogue and changes nothing", async () => {
    await expect(seedCatalog(database.db, storage, { products: 10, now: NOW })).rejects.toThrow(/not empty/);
    expect(await count("products")).toBe(PRODUCTS);
    expect((await imageFiles()).length).toBe(PRODUCTS * 4);
  });

  it("replaces the catalogue and its images on reset", async () => {
    const result = await seedCatalog(database.db, storage, { products: 40, seed: SEED + 1, now: NOW, reset: true });
    expect(result.products).toBe(40);
    expect(await count("products")).toBe(40);
    expect(await count("product_images")).toBe(160);
    expect((await imageFiles()).length).toBe(160);
    expect(await count("designers")).toBe(result.designers);
  });
});

describe("seedDemoAccounts and seedDemoMemberRole", () => {
  it("creates one account per role with the shared password, and an active monthly membership for the member", async () => {
    const created = await seedDemoAccounts(database.db, NOW);
    expect(await count("memberships")).toBe(0);
    await seedDemoMemberRole(database.db, NOW);
    expect(created).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const users = await database.db.kysely.selectFrom("users").selectAll().orderBy("id").execute();
    const partner = users.find((u) => u.email === "partner@maison.test")!;
    const staff = users.find((u) => u.email === "staff@maison.test")!;
    expect([partner.is_b2b, partner.is_partner, partner.is_staff]).toEqual([1, 1, 0]);
    expect([staff.is_b2b, staff.is_partner, staff.is_staff]).toEqual([0, 0, 1]);
    expect(await verify(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const membership = await database.db.kysely.selectFrom("memberships").selectAll().executeTakeFirstOrThrow();
    expect(membership).toMatchObject({ user_id: "usr_demo_member", status: "active", plan_amount_cents: 50_00, billing_cycle: "monthly" });
  });

  it("is idempotent: a second run creates nothing", async () => {
    expect(await seedDemoAccounts(database.db, NOW)).toEqual([]);
    await seedDemoMemberRole(database.db, NOW);
    expect(await count("users")).toBe(DEMO_ACCOUNTS.length);
    expect(await count("memberships")).toBe(1);
  });
});

describe("seedIfEmpty", () => {
  const logged: string[] = [];
  const logger = { info: (message: string) => void logged.push(message) };

  it("does nothing while the catalogue has products", async () => {
    expect(await seedIfEmpty(database.db, storage, logger, { products: 20, now: NOW })).toBeNull();
    expect(logged).toEqual([]);
  });

  it("seeds the demo catalogue when there are no products, replacing leftover designers and collections", async () => {
    await database.db.kysely.deleteFrom("product_images").execute();
    await database.db.kysely.deleteFrom("product_details").execute();
    await database.db.kysely.deleteFrom("product_tags").execute();
    await database.db.kysely.deleteFrom("products").execute();
    const result = await seedIfEmpty(database.db, storage, logger, { products: 30, seed: SEED, now: NOW });
    expect(result?.products).toBe(30);
    expect(await count("products")).toBe(30);
    expect(await count("collections")).toBe(result!.collections);
    expect(await count("users")).toBe(DEMO_ACCOUNTS.length);
    expect(logged.at(-1)).toMatch(/^Seeded 30 products/);
    await deleteCatalog(database.db.kysely);
  });
});

/** The database computes percent_off_retail; this is the same rule, for the comparison above. */
function percentOffRetailTenths(price: number, retail: number | null): number {
  return retail !== null && retail > price ? Math.floor(((retail - price) * 1000) / retail) : 0;
}
