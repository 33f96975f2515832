import type { Cents } from "../money/cents.ts";

/**
 * The one breakdown of what an order costs (decision 044): the cart, the drawer, the checkout, the
 * thank-you and order pages and every e-mail show the rows this function gives, from the cart's
 * lines before an order exists and from the order's stored lines after. Amounts are integer cents;
 * a row's `cents` is signed (what is taken off is negative) and null while it is not known yet.
 *
 *   subtotal − member savings − discount code − sale − points
 *   + shipping protection + shipping + sales tax            = order total
 *   − trade-ins − gift cards − store credit (each pays what it can) = total charged to the card
 *
 * No amount is ever negative: discounts never take the pieces below zero, points never more than is
 * left of them, and a gift card never pays more than is still due.
 */

export type BreakdownLineKind = "product" | "membership" | "shipping_protection" | "zero_cost";

export interface BreakdownLine {
  kind: BreakdownLineKind;
  priceCents: Cents;
  quantity: number;
  /** The member price's saving on this line (members, or a cart joining the membership). */
  memberDiscountCents: Cents;
  /** This line's share of a discount code. */
  codeDiscountCents: Cents;
  /** This line's share of the running sale. */
  saleDiscountCents: Cents;
}

/** Sales tax: not known until the address is; none where none applies (with why, when it is worth saying). */
export type BreakdownTax =
  | { status: "pending" }
  | { status: "not_applicable"; note: string | null }
  | { status: "calculated"; cents: Cents; note: string | null };

/**
 * A gift card or store-credit card applied: what it can pay (its balance, or what an order spent of
 * it). A trade-in's instant value pays like one (decision 050): the tax is on the full price (trade
 * tax adjustment 0), and it never pays more than is left of the order. `reference` names the
 * trade-in it came from.
 */
export interface BreakdownTender {
  kind: "gift_card" | "store_credit" | "trade_in";
  lastCharacters: string | null;
  balanceCents: Cents;
  reference?: string;
}

/** Where the breakdown is read: the wording of its pending rows and of its total follows. */
export type BreakdownStage = "cart" | "checkout" | "order";

export interface BreakdownInput {
  stage: BreakdownStage;
  lines: readonly BreakdownLine[];
  discountCodes: readonly string[];
  saleTitle: string | null;
  pointsCents: Cents;
  /** Null while no method is chosen (in the cart, always); 0 when free. */
  shippingCents: Cents | null;
  /** False when nothing travels (a membership alone): no shipping row at all. */
  requiresShipping: boolean;
  tax: BreakdownTax;
  tenders: readonly BreakdownTender[];
}

export const BREAKDOWN_ROW_KEYS = [
  "subtotal",
  "member_savings",
  "discount",
  "sale",
  "points",
  "shipping_protection",
  "shipping",
  "sales_tax",
  "trade_in",
  "gift_card",
  "store_credit",
  "total",
] as const;
export type BreakdownRowKey = (typeof BREAKDOWN_ROW_KEYS)[number];

export interface BreakdownRow {
  key: BreakdownRowKey;
  label: string;
  /** Signed: deductions are negative. Null while not known (the note says when it will be). */
  cents: Cents | null;
  /** "Calculated at checkout", "Free", the tax's place and rate… */
  note: string | null;
}

export interface MoneyBreakdown {
  subtotalCents: Cents;
  memberSavingsCents: Cents;
  codeDiscountCents: Cents;
  saleDiscountCents: Cents;
  /** Member savings, code and sale together. */
  discountsCents: Cents;
  pointsCents: Cents;
  shippingProtectionCents: Cents;
  shippingCents: Cents | null;
  taxCents: Cents | null;
  /** Everything the order costs, before gift cards and store credit pay their part. */
  orderTotalCents: Cents;
  /** What each tender pays, in input order. */
  tenders: Array<{ kind: BreakdownTender["kind"]; lastCharacters: string | null; amountCents: Cents; reference?: string }>;
  /** What trade-ins paid (spec 1 §5 tradesApplied, as far as the order goes). */
  tradeInCents: Cents;
  giftCardsCents: Cents;
  storeCreditCents: Cents;
  /** What the card is charged. */
  totalCents: Cents;
  rows: BreakdownRow[];
}

export const BREAKDOWN_WORDS = {
  subtotal: "Subtotal",
  memberSavings: "Member savings",
  discount: "Discount",
  sale: "Sale",
  points: "Points",
  shippingProtection: "Shipping protection",
  shipping: "Shipping",
  salesTax: "Sales tax",
  giftCard: "Gift card",
  storeCredit: "Store credit",
  tradeIn: "Trade-in",
  free: "Free",
  calculatedAtCheckout: "Calculated at checkout",
  calculatedNextStep: "Calculated at the next step",
  total: { cart: "Estimated total", checkout: "Total", order: "Total charged" },
} as const;

const positive = (cents: Cents) => Math.max(0, Math.round(cents));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function moneyBreakdown(input: BreakdownInput): MoneyBreakdown {
  const lineTotal = (l: BreakdownLine) => positive(l.priceCents) * Math.max(0, l.quantity);
  const goods = input.lines.filter((l) => l.kind !== "shipping_protection");
  const subtotal = sum(goods.map(lineTotal));
  // Member price first, then the code or the sale: never past the pieces' own value.
  let left = subtotal;
  const take = (cents: Cents) => {
    const taken = Math.min(positive(cents), left);
    left -= taken;
    return taken;
  };
  const member = take(sum(goods.map((l) => positive(l.memberDiscountCents))));
  const code = take(sum(goods.map((l) => positive(l.codeDiscountCents))));
  const sale = take(sum(goods.map((l) => positive(l.saleDiscountCents))));
  const points = take(input.pointsCents);
  const protection = sum(input.lines.filter((l) => l.kind === "shipping_protection").map(lineTotal));
  const shipping = input.requiresShipping ? (input.shippingCents === null ? null : positive(input.shippingCents)) : 0;
  const tax = input.tax.status === "calculated" ? positive(input.tax.cents) : input.tax.status === "pending" ? null : 0;
  const orderTotal = left + protection + (shipping ?? 0) + (tax ?? 0);
  let due = orderTotal;
  const tenders = input.tenders.map((t) => {
    const amountCents = Math.min(positive(t.balanceCents), due);
    due -= amountCents;
    return { kind: t.kind, lastCharacters: t.lastCharacters, amountCents, ...(t.reference ? { reference: t.reference } : {}) };
  });
  const tenderSum = (kind: BreakdownTender["kind"]) => sum(tenders.filter((t) => t.kind === kind).map((t) => t.amountCents));

  const pending = input.stage === "checkout" ? BREAKDOWN_WORDS.calculatedNextStep : BREAKDOWN_WORDS.calculatedAtCheckout;
  const rows: BreakdownRow[] = [{ key: "subtotal", label: BREAKDOWN_WORDS.subtotal, cents: subtotal, note: null }];
  const deduction = (key: BreakdownRowKey, label: string, cents: Cents) => {
    if (cents > 0) rows.push({ key, label, cents: -cents, note: null });
  };
  deduction("member_savings", BREAKDOWN_WORDS.memberSavings, member);
  deduction("discount", input.discountCodes.length > 0 ? `${BREAKDOWN_WORDS.discount} (${input.discountCodes.join(", ")})` : BREAKDOWN_WORDS.discount, code);
  deduction("sale", input.saleTitle ?? BREAKDOWN_WORDS.sale, sale);
  deduction("points", BREAKDOWN_WORDS.points, points);
  if (protection > 0) rows.push({ key: "shipping_protection", label: BREAKDOWN_WORDS.shippingProtection, cents: protection, note: null });
  if (input.requiresShipping) {
    rows.push({ key: "shipping", label: BREAKDOWN_WORDS.shipping, cents: shipping, note: shipping === null ? pending : shipping === 0 ? BREAKDOWN_WORDS.free : null });
  }
  if (input.tax.status === "pending") rows.push({ key: "sales_tax", label: BREAKDOWN_WORDS.salesTax, cents: null, note: BREAKDOWN_WORDS.calculatedAtCheckout });
  else if (input.tax.status === "calculated") rows.push({ key: "sales_tax", label: BREAKDOWN_WORDS.salesTax, cents: tax, note: input.tax.note });
  else if (input.tax.note) rows.push({ key: "sales_tax", label: BREAKDOWN_WORDS.salesTax, cents: 0, note: input.tax.note });
  for (const tender of tenders) {
    if (tender.amountCents <= 0) continue;
    const name = tender.kind === "gift_card" ? BREAKDOWN_WORDS.giftCard : tender.kind === "trade_in" ? BREAKDOWN_WORDS.tradeIn : BREAKDOWN_WORDS.storeCredit;
    rows.push({ key: tender.kind, label: tender.lastCharacters ? `${name} •••• ${tender.lastCharacters}` : name, cents: -tender.amountCents, note: null });
  }
  rows.push({ key: "total", label: BREAKDOWN_WORDS.total[input.stage], cents: due, note: null });

  return {
    subtotalCents: subtotal,
    memberSavingsCents: member,
    codeDiscountCents: code,
    saleDiscountCents: sale,
    discountsCents: member + code + sale,
    pointsCents: points,
    shippingProtectionCents: protection,
    shippingCents: shipping,
    taxCents: tax,
    orderTotalCents: orderTotal,
    tenders,
    tradeInCents: tenderSum("trade_in"),
    giftCardsCents: tenderSum("gift_card"),
    storeCreditCents: tenderSum("store_credit"),
    totalCents: due,
    rows,
  };
}

/** The rows read as plain text, one per line ("Sales tax (New York City, NY · 8.875%): $134.01"), for e-mails. */
export function breakdownText(rows: readonly BreakdownRow[], format: (cents: Cents) => string): string[] {
  return rows.map((row) => {
    const label = row.note && row.cents !== null && row.note !== BREAKDOWN_WORDS.free ? `${row.label} (${row.note})` : row.label;
    if (row.cents === null) return `${label}: ${row.note ?? ""}`;
    if (row.cents === 0 && row.note === BREAKDOWN_WORDS.free) return `${label}: ${BREAKDOWN_WORDS.free}`;
    return `${label}: ${row.cents < 0 ? `−${format(-row.cents)}` : format(row.cents)}`;
  });
}
