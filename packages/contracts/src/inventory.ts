import { z } from "zod";

/** The typed failures of pieces and their holds (refused moves are `LifecycleErrorCode`s). */
export const InventoryErrorCode = z.enum([
  /** No piece has this id: 404. */
  "piece_not_found",
  /** No hold on a piece has this id: 404. */
  "item_hold_not_found",
]);
export type InventoryErrorCode = z.infer<typeof InventoryErrorCode>;
