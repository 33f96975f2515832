import type { Selectable } from "kysely";

/**
 * One piece Maison sold, as the Clair Report reads it (decision 068): what it was, its retail price new,
 * when it was listed and sold and for how much. Money in cents; instants ISO. The demo's dated history
 * (`history`) and every piece sold through checkout since (`order`, one row per product).
 */
export interface ResaleSaleTable {
  id: string;
  product_id: string | null;
  designer: string;
  model: string;
  category: string;
  retail_cents: number;
  price_cents: number;
  listed_at: string;
  sold_at: string;
  source: string;
  created_at: string;
}

export interface ReportTables {
  resale_sales: ResaleSaleTable;
}

export type ResaleSaleRow = Selectable<ResaleSaleTable>;
