/**
 * How a refund goes back (decision 056): across what paid the order — the card, each gift card or
 * store-credit card, points, a trade-in's credit — in proportion to what each can still give back, so
 * that refunds of every piece together give back exactly what was paid (less fees) and no tender ever
 * gets back more than it paid. Cents lost to rounding go to the tenders in the order listed (the card first).
 */
export type TenderKind = "card" | "gift_card" | "store_credit" | "points" | "trade_in";

export interface PaidTender {
  /** Stable within the order: `card`, a wallet hold's id, `trade_in:<id>`. */
  key: string;
  kind: TenderKind;
  paidCents: number;
  /** Already given back by earlier refunds of this order. */
  refundedCents: number;
}

export interface RefundShare {
  key: string;
  kind: TenderKind;
  amountCents: number;
}

export function splitRefund(tenders: readonly PaidTender[], refundCents: number): RefundShare[] {
  if (!Number.isInteger(refundCents) || refundCents < 0) throw new RangeError("refundCents must be a whole number of cents, not negative");
  const left = tenders.map((t) => Math.max(0, t.paidCents - t.refundedCents));
  const refundable = left.reduce((sum, cents) => sum + cents, 0);
  if (refundCents > refundable) throw new RangeError(`refund of ${refundCents} exceeds the ${refundable} still refundable`);
  if (refundable === 0) return [];
  const shares = left.map((cents) => Math.floor((refundCents * cents) / refundable));
  let remainder = refundCents - shares.reduce((sum, cents) => sum + cents, 0);
  for (let i = 0; remainder > 0 && i < shares.length; i += 1) {
    const room = left[i]! - shares[i]!;
    const add = Math.min(room, remainder);
    shares[i]! += add;
    remainder -= add;
  }
  return tenders.map((t, i) => ({ key: t.key, kind: t.kind, amountCents: shares[i]! })).filter((s) => s.amountCents > 0);
}
