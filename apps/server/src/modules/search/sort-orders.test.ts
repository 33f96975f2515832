import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSortOrders, ORDERED_SORTS, orderComparisons, patchOrder, type SortColumns } from "./sort-orders.ts";

/** Columns of `n` products with few distinct values, so ties (broken by id) are common. */
const columns = (values: number[][]): SortColumns => ({
  ids: values.map((_, i) => String(1_000 + ((i * 7919) % 9_973))),
  priceCents: Float64Array.from(values, (v) => v[0]!),
  publishedAt: Float64Array.from(values, (v) => v[1]!),
  favorites: Int32Array.from(values, (v) => v[2]!),
  percentOff: Int32Array.from(values, (v) => v[3]!),
  soldOfModel: Int32Array.from(values, (v) => v[4]!),
});

const product = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 5, maxLength: 5 });

describe("patching a presorted order", () => {
  it("gives the order a full sort gives, whether moved products are searched for or filtered out", () => {
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 400 }), fc.array(fc.tuple(fc.nat(), product)), fc.boolean(), (before, edits, locate) => {
        const old = columns(before);
        const after = before.map((v) => [...v]);
        const moved = new Uint8Array(before.length);
        for (const [k, values] of edits) {
          after[k % before.length] = values;
          moved[k % before.length] = 1;
        }
        const next = columns(after);
        next.ids = old.ids;
        const orders = buildSortOrders(old);
        const expected = buildSortOrders(next);
        const changed = Int32Array.from(Array.from(moved).flatMap((m, i) => (m ? [i] : [])));
        const then = orderComparisons(old);
        const now = orderComparisons(next);
        for (const sort of ORDERED_SORTS) {
          const located = locate ? { products: changed, compare: then[sort] } : undefined;
          expect(Array.from(patchOrder(orders[sort], moved, changed, now[sort], located))).toEqual(Array.from(expected[sort]));
        }
      }),
      { numRuns: 200 },
    );
  });
});
