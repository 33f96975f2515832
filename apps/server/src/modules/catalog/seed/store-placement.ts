import { STORES, type StoreHandle } from "@maison/domain/catalog/store";
import { createRng, mixSeed } from "./prng.ts";

/** Its own random stream, so placing pieces in boutiques changes nothing else in the catalog. */
const STORE_STREAM = 0x53544f52;
/** About a third of the pieces are on display in a boutique; the rest ship from the authentication centre. */
const IN_STORE_SHARE = 0.35;

/** The boutique listing `n` of catalog `seed` is on display in, or null. */
export function storePlacement(seed: number, n: number): StoreHandle | null {
  const rng = createRng(mixSeed(seed, n, STORE_STREAM));
  return rng.chance(IN_STORE_SHARE) ? rng.pick(STORES).handle : null;
}
