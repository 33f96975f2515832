// The in-process side of bench/snapshot-patch.mjs: the catalog snapshot's full build against its patches,
// timed on a seeded database (no HTTP, no writes: changes are made to rows read from it).
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { openDatabase } from "../../apps/server/src/db/database.ts";
import { systemClock } from "../../apps/server/src/db/clock.ts";
import { ProductLookupService, type SnapshotRow } from "../../apps/server/src/modules/catalog/product-lookup.service.ts";
import { buildSnapshot } from "../../apps/server/src/modules/search/catalog-snapshot.ts";
import { LoadedSnapshot } from "../../apps/server/src/modules/search/snapshot-cache.ts";
import { patchFavorites, patchSnapshot } from "../../apps/server/src/modules/search/snapshot-patch.ts";

export interface PatchTimings {
  products: number;
  buildMs: number;
  deriveMs: number;
  /** Per batch size: the median and longest synchronous patch (rows and orders; derived structures), ms. */
  patches: Array<{ rows: number; runs: number; snapshotMedianMs: number; snapshotMaxMs: number; derivedMedianMs: number; derivedMaxMs: number }>;
  favoritesMs: number;
  eventLoopMaxMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measurePatches(options: { dataDir: string; databaseUrl: string | null; runs: number }): Promise<PatchTimings> {
  const db = openDatabase({ url: options.databaseUrl ?? `sqlite:${options.dataDir}/maison.db`, dataDir: options.dataDir });
  try {
    const lookup = new ProductLookupService(db, systemClock);
    const rows: SnapshotRow[] = [];
    for (let afterId = ""; ; ) {
      const slice = await lookup.listedFacts(afterId, 5_000);
      rows.push(...slice);
      if (slice.length < 5_000) break;
      afterId = slice[slice.length - 1]!.id;
    }
    const tags = await lookup.merchandisingTags();
    const tagsOf = new Map<string, Array<{ product_id: string; tag: string }>>();
    for (const tag of tags) tagsOf.set(tag.product_id, [...(tagsOf.get(tag.product_id) ?? []), tag]);

    let started = performance.now();
    let loaded = new LoadedSnapshot(buildSnapshot("2000-01-01T00:00:00.000Z", rows, tags), 0, 0);
    const buildMs = performance.now() - started;
    started = performance.now();
    loaded.derive();
    void loaded.terms;
    const deriveMs = performance.now() - started;

    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const patches: PatchTimings["patches"] = [];
    let stamp = Date.parse("2000-01-01T00:00:00.000Z");
    let seed = 17;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (const size of [1, 10, 1_000]) {
      const snapshotTimes: number[] = [];
      const derivedTimes: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        const changed = Array.from({ length: size }, () => {
          const row = rows[Math.floor(random() * rows.length)]!;
          return { ...row, price_cents: row.price_cents + 100 * (1 + Math.floor(random() * 50)) };
        });
        const t0 = performance.now();
        const { snapshot, changed: indices } = patchSnapshot(loaded.snapshot, new Date((stamp += 1_000)).toISOString(), {
          rows: changed,
          goneIds: [],
          tags: changed.flatMap((row) => tagsOf.get(row.id) ?? []),
        });
        const t1 = performance.now();
        loaded = loaded.patched(snapshot, indices);
        void loaded.terms;
        const t2 = performance.now();
        snapshotTimes.push(t1 - t0);
        derivedTimes.push(t2 - t1);
        await new Promise((resolve) => setImmediate(resolve));
      }
      patches.push({ rows: size, runs: options.runs, snapshotMedianMs: median(snapshotTimes), snapshotMaxMs: Math.max(...snapshotTimes), derivedMedianMs: median(derivedTimes), derivedMaxMs: Math.max(...derivedTimes) });
    }
    const counts = rows.slice(0, 200).map((row) => ({ id: row.id, favorites_count: row.favorites_count + 1 }));
    started = performance.now();
    patchFavorites(loaded.snapshot, counts);
    const favoritesMs = performance.now() - started;
    delay.disable();
    return { products: rows.length, buildMs, deriveMs, patches, favoritesMs, eventLoopMaxMs: delay.max / 1e6 };
  } finally {
    await db.destroy();
  }
}
