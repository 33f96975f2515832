import { listingIdentity } from "@maison/domain/catalog/listing-identity";
import { describe, expect, it } from "vitest";
import { generateProduct } from "./seed/generate-product.ts";
import { Timeline } from "./seed/timeline.ts";

describe("a console listing's identifiers", () => {
  it("are made the way the seed makes them, for the same listing number", () => {
    const timeline = new Timeline(200, new Date("2026-11-18T12:00:00Z"));
    for (let n = 1; n <= 200; n++) {
      const seeded = generateProduct(20_260_101, n, timeline);
      const colors = JSON.parse(seeded.row.colors) as string[];
      const identity = listingIdentity(n, { vendor: seeded.row.vendor, name: seeded.model.name, color: colors[0]!, size: seeded.row.item_size ?? "" });
      expect(identity).toEqual({ id: seeded.row.id, variantId: seeded.row.variant_id, sku: seeded.row.sku, handle: seeded.row.handle });
    }
  });
});
