/**
 * The fuzz suites' settings, from the environment so a failure can be replayed:
 *   FUZZ_SEED=<n>      the seed a failing run printed (default: a new one each run)
 *   FUZZ_RUNS=<n>      requests per operation and caller (default: each suite its own)
 *   FUZZ_ONLY=<text>   only operations whose id (`POST /api/v6/favorites/`) contains the text
 */
export interface FuzzSettings {
  seed: number;
  runs: number;
  only: string | null;
}

export function fuzzSettings(defaultRuns = 10): FuzzSettings {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  return { seed, runs, only: process.env.FUZZ_ONLY || null };
}

/** A seed of its own for each operation and caller, stable for one run seed. */
export function seedFor(runSeed: number, name: string): number {
  let hash = runSeed | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** How a failure tells the reader to replay it. */
export function replayHint(settings: FuzzSettings, file: string): string {
  return `replay with FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs}${settings.only ? ` FUZZ_ONLY='${settings.only}'` : ""} npx vitest run --project integration ${file}`;
}
