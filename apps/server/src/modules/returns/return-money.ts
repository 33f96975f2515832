import { returnFeeCents } from "@maison/domain/returns/return-fee";
import type { RefundDestination } from "@maison/domain/returns/return-messages";
import { splitRefund, type PaidTender, type RefundShare, type TenderKind } from "@maison/domain/returns/refund-split";
import type { Tx } from "../../db/transaction.ts";
import type { RefundableOrder, RefundablePiece } from "../checkout/order-refund-facts.ts";
import type { WalletRefunds } from "../wallet/wallet-refunds.ts";
import type { ReturnRow } from "./returns.table.ts";

/** One share of a refund as stored on the return and shown to the buyer. */
export interface StoredShare {
  key: string;
  kind: TenderKind | "store_credit";
  label: string;
  amount_cents: number;
}

export interface PieceQuote {
  piece: RefundablePiece;
  feeCents: number;
  refundCents: number;
}

/** Per piece: what was paid for it and its tax, less its fee (never below nothing). */
export function quotePieces(order: RefundableOrder, pieces: readonly RefundablePiece[], isMember: boolean): PieceQuote[] {
  return pieces.map((piece) => {
    const feeCents = returnFeeCents({ priceCents: piece.priceCents, countryCode: order.countryCode, isMember });
    return { piece, feeCents, refundCents: Math.max(0, piece.paidCents + piece.taxCents - feeCents) };
  });
}

/** What paid the order, each with what earlier refunds gave it back. */
export async function paidTenders(tx: Tx, order: RefundableOrder, wallet: WalletRefunds, refunded: readonly ReturnRow[]): Promise<Array<PaidTender & { label: string }>> {
  const back = new Map<string, number>();
  for (const row of refunded) for (const share of JSON.parse(row.split) as StoredShare[]) back.set(share.key, (back.get(share.key) ?? 0) + share.amount_cents);
  const tenders: Array<PaidTender & { label: string }> = [];
  if (order.cardPaidCents > 0) {
    tenders.push({ key: "card", kind: "card", paidCents: order.cardPaidCents, refundedCents: back.get("card") ?? 0, label: cardLabel(order) });
  }
  for (const holdId of order.walletHolds) {
    const spend = await wallet.spendOf(tx, holdId);
    if (!spend || (spend.kind !== "gift_card" && spend.kind !== "store_credit" && spend.kind !== "points")) continue;
    const label = spend.kind === "points" ? "Points" : spend.kind === "store_credit" ? "Store credit" : `Gift card ending ${spend.lastCharacters ?? ""}`.trim();
    tenders.push({ key: holdId, kind: spend.kind, paidCents: spend.amount, refundedCents: back.get(holdId) ?? 0, label });
  }
  for (const tradeIn of order.tradeIns) {
    const key = `trade_in:${tradeIn.id}`;
    tenders.push({ key, kind: "trade_in", paidCents: tradeIn.amountCents, refundedCents: back.get(key) ?? 0, label: "Trade-in credit (as store credit)" });
  }
  return tenders;
}

/**
 * The refund's shares: across what paid (decision 056), or, when the buyer chose store credit, the
 * same shares (so each tender's total stays within what it paid) shown and paid as store credit.
 */
export function sharesOf(tenders: ReadonlyArray<PaidTender & { label: string }>, refundCents: number, to: RefundDestination): StoredShare[] {
  const shares: RefundShare[] = splitRefund(tenders, refundCents);
  return shares.map((share) => ({
    key: share.key,
    kind: to === "store_credit" ? "store_credit" : share.kind,
    label: to === "store_credit" ? "Store credit" : tenders.find((t) => t.key === share.key)!.label,
    amount_cents: share.amountCents,
  }));
}

/** The shares as the buyer reads them: one line per destination label. */
export function shownSplit(shares: readonly StoredShare[]): Array<{ kind: StoredShare["kind"]; label: string; amount_cents: number }> {
  const byLabel = new Map<string, { kind: StoredShare["kind"]; label: string; amount_cents: number }>();
  for (const share of shares) {
    const seen = byLabel.get(share.label);
    if (seen) seen.amount_cents += share.amount_cents;
    else byLabel.set(share.label, { kind: share.kind, label: share.label, amount_cents: share.amount_cents });
  }
  return [...byLabel.values()];
}

function cardLabel(order: RefundableOrder): string {
  const brand = order.paymentBrand ? order.paymentBrand.charAt(0).toUpperCase() + order.paymentBrand.slice(1) : "Card";
  return order.paymentLast4 ? `${brand} ending ${order.paymentLast4}` : brand;
}
