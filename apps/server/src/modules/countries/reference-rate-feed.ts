import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEcbReferenceRates, type ReferenceRates } from "@maison/domain/money/reference-rate";
import { SERVER_ROOT } from "../../config/server-root.ts";

/** Where reference rates come from (decision 063): the bundled file, or a live feed by configuration. */
export interface ReferenceRateFeed {
  latest(): Promise<ReferenceRates>;
}

/** Shipped with the sources; read from the server package so the built server (dist/) finds it too. */
const BUNDLED_FILE = path.join(SERVER_ROOT, "src", "modules", "countries", "ecb-reference-rates-2026-09-24.xml");

/** The ECB file bundled with the server: what a new database starts with, and the feed when none is configured. */
export class BundledReferenceRateFeed implements ReferenceRateFeed {
  async latest(): Promise<ReferenceRates> {
    return parseEcbReferenceRates(readFileSync(BUNDLED_FILE, "utf8"));
  }
}

/** The European Central Bank's daily reference file, fetched from `url` (eurofxref-daily.xml). */
export class EcbReferenceRateFeed implements ReferenceRateFeed {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async latest(): Promise<ReferenceRates> {
    const response = await this.fetchImpl(this.url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The reference rate feed answered ${response.status}.`);
    return parseEcbReferenceRates(await response.text());
  }
}

/** The feed the environment names: the ECB's file at REFERENCE_RATES_URL when set, else the bundled file. */
export function createReferenceRateFeed(url: string | undefined): ReferenceRateFeed {
  return url ? new EcbReferenceRateFeed(url) : new BundledReferenceRateFeed();
}
