import type { RawBuilder } from "kysely";
import type { Tx } from "../../db/transaction.ts";
import type { CartViewer } from "./cart.port.ts";

/**
 * Whether carts get the shipping-protection line at all (spec 2 §6's shipping-protection flag): the
 * flags module answers, read in the cart's own transaction. Off: the rule removes the line as it does
 * for the noShippingProtection attribute.
 */
export interface ShippingProtectionSwitch {
  /**
   * `stamp`: what `stamp` below selected in the cart's statement in `tx` (decision 095), when the
   * cart's read selected it; the flags then read nothing while they have not changed.
   */
  isOn(viewer: CartViewer, tx: Tx, stamp?: string | null): Promise<boolean>;
  /** The flags' change stamp, selected in the cart's own read of the cart. */
  readonly stamp?: RawBuilder<string>;
}
