import type { HistoryEntry } from "@maison/contracts/wallet-account";
import { formattedDate } from "@maison/domain/wallet/wallet-history";

/** A seller's earning not yet in the ledger: sold, waiting for the return window to close (decision 046). */
export interface PendingEarning {
  id: string;
  title: string;
  amountCents: number;
  clearsAt: string | null;
  soldAt: string;
}

/** Consignment's side: the user's earnings still pending, read through its own service. */
export interface PendingEarningsSource {
  pendingEarnings(userId: string): Promise<PendingEarning[]>;
}

/** A pending earning as a line of the cash history's pending list (spec 2 §3). */
export function pendingEarningEntry(earning: PendingEarning): HistoryEntry {
  return {
    id: `earning:${earning.id}`,
    date: earning.soldAt,
    formatted_date: formattedDate(earning.soldAt),
    amount: earning.amountCents,
    type: "credit",
    type_label: "added",
    status: "positive",
    pending: true,
    zendesk_ticket_id: null,
    order: null,
    description: `Seller earning: ${earning.title}${earning.clearsAt ? ` (clears ${formattedDate(earning.clearsAt)})` : ""}`,
  };
}
