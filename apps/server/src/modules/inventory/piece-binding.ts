import { pieceLifecycle } from "@maison/domain/inventory/piece-lifecycle";
import { itemHoldLifecycle } from "@maison/domain/checkout/item-hold";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** The piece's state is `products.state`; its transitions move the catalog's change stamp (`updated_at`). */
export const PIECE_BINDING = {
  lifecycle: pieceLifecycle,
  table: "products",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, undefined>;

/** Item holds are rows that exist while held (decision 021); their moves are recorded, not UPDATEd. */
export const ITEM_HOLD_LIFECYCLE = itemHoldLifecycle;
