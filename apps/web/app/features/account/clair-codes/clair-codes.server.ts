import { data, type AppLoadContext } from "react-router";
import { SavedSkuList, type SavedSku } from "@maison/contracts/saved-searches";
import { SellSearchResult, SellSkuView } from "@maison/contracts/valuation";
import { CommonErrorCode } from "@maison/contracts/error";
import { accountGet } from "../account-api.server.ts";
import { ACCOUNT_API } from "../account-paths.ts";

/** A saved code and the piece of the seller's catalog it names (null once the catalog no longer has it). */
export interface SavedCode {
  saved: SavedSku;
  piece: SellSkuView | null;
}

export interface ClairCodesData {
  codes: SavedCode[];
  /** The search typed on the page, and what it found (null when nothing was searched). */
  q: string;
  found: SellSearchResult | null;
}

async function publicGet<T>(context: AppLoadContext, request: Request, path: string, schema: { parse(value: unknown): T }): Promise<T | null> {
  const response = await context.api(path, { method: "GET", headers: { accept: "application/json" }, signal: request.signal });
  if (response.status === 404) return null;
  if (!response.ok) throw data({ code: CommonErrorCode.enum.upstream_error, message: `The catalog answered ${response.status}.` }, { status: 502 });
  return schema.parse(await response.json());
}

/**
 * The account's saved codes with their pieces, and a search of the seller's catalog when `q` is
 * given; null when nobody is signed in.
 */
export async function loadClairCodes(context: AppLoadContext, request: Request): Promise<ClairCodesData | null> {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  const saved = await accountGet(context, request, ACCOUNT_API.savedSkus, SavedSkuList);
  if (!saved) return null;
  const [pieces, found] = await Promise.all([
    Promise.all(saved.results.map((entry) => (/^[a-z0-9][a-z0-9-]{0,63}$/.test(entry.sku_id) ? publicGet(context, request, ACCOUNT_API.sellSku(entry.sku_id), SellSkuView) : null))),
    q ? publicGet(context, request, ACCOUNT_API.sellSearch(q), SellSearchResult) : Promise.resolve(null),
  ]);
  return { codes: saved.results.map((entry, i) => ({ saved: entry, piece: pieces[i] ?? null })), q, found };
}
