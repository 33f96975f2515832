import type { Sale } from "@maison/domain/content/sale-tiers";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { CartViewer } from "./cart.port.ts";
import type { VariantMerchandise } from "../catalog/product-lookup.service.ts";
import { merchandiseOf, resolveMerchandise, type MerchandiseSource, type ResolvedMerchandise } from "./cart-merchandise.ts";

export interface MerchandiseContext {
  viewer: CartViewer;
  now: Date;
  publicBaseUrl: string;
  includeTestPlans: boolean;
}

/**
 * What one cart operation has read already, so that its rule pass reads each row once (decision 079):
 * the merchandise of every variant asked for (found or not), and the sale running now. It lives for
 * one operation, inside its transaction, and is never shared between operations.
 */
export class CartReads {
  private readonly merchandise = new Map<string, ResolvedMerchandise | null>();
  private sale: Promise<Sale | null> | undefined;

  constructor(
    private readonly source: MerchandiseSource,
    private readonly db: Kysely<Database>,
    private readonly context: MerchandiseContext,
    private readonly saleSource: () => Promise<Sale | null>,
  ) {}

  /** The merchandise of these variants; only variants not asked for before are read. Unknown ids are left out. */
  async resolve(variantIds: readonly string[]): Promise<Map<string, ResolvedMerchandise>> {
    const missing = [...new Set(variantIds)].filter((id) => !this.merchandise.has(id));
    if (missing.length > 0) {
      const found = await resolveMerchandise(this.source, this.db, missing, this.context);
      for (const id of missing) this.merchandise.set(id, found.get(id) ?? null);
    }
    const result = new Map<string, ResolvedMerchandise>();
    for (const id of variantIds) {
      const merchandise = this.merchandise.get(id);
      if (merchandise) result.set(id, merchandise);
    }
    return result;
  }

  /**
   * What the read of the cart selected of its lines' pieces (decision 099): those variants are known from
   * now on (a variant with no listed piece as unknown), so resolving them reads nothing.
   */
  seed(found: ReadonlyMap<string, VariantMerchandise | null>): void {
    const variantIds = [...found.keys()].filter((id) => !this.merchandise.has(id));
    const resolved = merchandiseOf(variantIds, found, this.context);
    for (const id of variantIds) this.merchandise.set(id, resolved.get(id) ?? null);
  }

  /** The sale running now, read once per operation. */
  runningSale(): Promise<Sale | null> {
    this.sale ??= this.saleSource();
    return this.sale;
  }
}
