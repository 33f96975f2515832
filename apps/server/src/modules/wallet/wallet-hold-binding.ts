import { ledgerHoldLifecycle } from "@maison/domain/wallet/ledger-hold-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A wallet hold's state is `wallet_transactions.state` of its spend; the wallet owns the table and fires its events. */
export const WALLET_HOLD_BINDING = {
  lifecycle: ledgerHoldLifecycle,
  table: "wallet_transactions",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: null,
} as const satisfies LifecycleBinding<string, string, undefined>;
