/**
 * The Clair Report: Maison's yearly resale report, computed from its own sales (decision 068).
 *
 * Every figure is a pure function of the sale facts of the year (and, for price movements, of the
 * year before): nothing is written by hand.
 */

/** One piece Maison sold: what it was, its retail price new, when it was listed and sold, for how much. */
export interface SaleFact {
  designer: string;
  model: string;
  category: string;
  retailCents: number;
  priceCents: number;
  /** ISO instants. */
  listedAt: string;
  soldAt: string;
}

/** Resale as a share of retail for a designer or a model: the mean of its sales' ratios. */
export interface ValueRetention {
  name: string;
  /** The designer, for a model; null for a designer's own line. */
  designer: string | null;
  sales: number;
  /** Mean of price ÷ retail over the sales, in tenths of a percent (853 = 85.3 %). */
  retentionPermille: number;
}

/** How fast a model sold: the median of its sales' days from listing to sale. */
export interface FastSeller {
  name: string;
  designer: string;
  sales: number;
  medianDays: number;
}

/** A category's mean sale price this year against the year before. */
export interface PriceMovement {
  category: string;
  sales: number;
  meanPriceCents: number;
  previousSales: number;
  previousMeanPriceCents: number | null;
  /** Change of the mean price in tenths of a percent; null without sales the year before. */
  changePermille: number | null;
}

export interface ResaleReport {
  year: number;
  sales: number;
  designers: ValueRetention[];
  models: ValueRetention[];
  fastestSellers: FastSeller[];
  priceMovements: PriceMovement[];
}

/** A designer needs this many sales in the year to be ranked; a model too. */
export const MIN_DESIGNER_SALES = 5;
export const MIN_MODEL_SALES = 3;
/** How many designers, models and fast sellers the report lists. */
export const TOP_DESIGNERS = 10;
export const TOP_MODELS = 10;
export const TOP_FAST_SELLERS = 10;

const DAY_MS = 86_400_000;

/** The UTC year a sale belongs to. */
export function saleYear(fact: Pick<SaleFact, "soldAt">): number {
  return new Date(fact.soldAt).getUTCFullYear();
}

/** Whole days from listing to sale (never below 0). */
export function daysToSell(fact: Pick<SaleFact, "listedAt" | "soldAt">): number {
  return Math.max(0, Math.floor((Date.parse(fact.soldAt) - Date.parse(fact.listedAt)) / DAY_MS));
}

/** The median of whole numbers, rounded half up to a whole number. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function retentionOf(facts: readonly SaleFact[]): number {
  const sum = facts.reduce((total, f) => total + f.priceCents / f.retailCents, 0);
  return Math.round((sum / facts.length) * 1000);
}

function groupBy<K extends string>(facts: readonly SaleFact[], key: (f: SaleFact) => K): Map<K, SaleFact[]> {
  const groups = new Map<K, SaleFact[]>();
  for (const fact of facts) {
    const k = key(fact);
    const list = groups.get(k);
    if (list) list.push(fact);
    else groups.set(k, [fact]);
  }
  return groups;
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function meanCents(facts: readonly SaleFact[]): number {
  return Math.round(facts.reduce((total, f) => total + f.priceCents, 0) / facts.length);
}

/**
 * The report of `year` from every sale fact given (other years are ignored, but for the year before,
 * which price movements compare with). Null when the year has no sale.
 *
 * - Designers and models hold their value by the mean of price ÷ retail of their sales of the year,
 *   highest first (ties by name), with at least MIN_DESIGNER_SALES / MIN_MODEL_SALES sales.
 * - The fastest sellers are models by the median whole days from listing to sale, lowest first (ties
 *   by more sales, then name), with at least MIN_MODEL_SALES sales.
 * - Price movements: each category's mean sale price against the year before's, by name.
 */
export function resaleReport(facts: readonly SaleFact[], year: number): ResaleReport | null {
  const ofYear = facts.filter((f) => saleYear(f) === year && f.retailCents > 0);
  if (ofYear.length === 0) return null;
  const previous = facts.filter((f) => saleYear(f) === year - 1);

  const designers = [...groupBy(ofYear, (f) => f.designer)]
    .filter(([, list]) => list.length >= MIN_DESIGNER_SALES)
    .map(([name, list]): ValueRetention => ({ name, designer: null, sales: list.length, retentionPermille: retentionOf(list) }))
    .sort((a, b) => b.retentionPermille - a.retentionPermille || byName(a, b))
    .slice(0, TOP_DESIGNERS);

  const modelGroups = [...groupBy(ofYear, (f) => `${f.designer}\u0000${f.model}`)].filter(([, list]) => list.length >= MIN_MODEL_SALES);

  const models = modelGroups
    .map(([, list]): ValueRetention => ({ name: list[0]!.model, designer: list[0]!.designer, sales: list.length, retentionPermille: retentionOf(list) }))
    .sort((a, b) => b.retentionPermille - a.retentionPermille || byName(a, b) || (a.designer! < b.designer! ? -1 : 1))
    .slice(0, TOP_MODELS);

  const fastestSellers = modelGroups
    .map(([, list]): FastSeller => ({ name: list[0]!.model, designer: list[0]!.designer, sales: list.length, medianDays: median(list.map(daysToSell)) }))
    .sort((a, b) => a.medianDays - b.medianDays || b.sales - a.sales || byName(a, b) || (a.designer < b.designer ? -1 : 1))
    .slice(0, TOP_FAST_SELLERS);

  const previousByCategory = groupBy(previous, (f) => f.category);
  const priceMovements = [...groupBy(ofYear, (f) => f.category)]
    .map(([category, list]): PriceMovement => {
      const before = previousByCategory.get(category) ?? [];
      const mean = meanCents(list);
      const previousMean = before.length > 0 ? meanCents(before) : null;
      return {
        category,
        sales: list.length,
        meanPriceCents: mean,
        previousSales: before.length,
        previousMeanPriceCents: previousMean,
        changePermille: previousMean === null ? null : Math.round(((mean - previousMean) / previousMean) * 1000),
      };
    })
    .sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));

  return { year, sales: ofYear.length, designers, models, fastestSellers, priceMovements };
}

/** The years that have a report: every year with a sale, newest first. */
export function reportYears(facts: readonly Pick<SaleFact, "soldAt">[]): number[] {
  return [...new Set(facts.map(saleYear))].sort((a, b) => b - a);
}
