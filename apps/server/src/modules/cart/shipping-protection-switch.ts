import type { Tx } from "../../db/transaction.ts";
import type { CartViewer } from "./cart.port.ts";

/**
 * Whether carts get the shipping-protection line at all (spec 2 §6's shipping-protection flag): the
 * flags module answers, read in the cart's own transaction. Off: the rule removes the line as it does
 * for the noShippingProtection attribute.
 */
export interface ShippingProtectionSwitch {
  isOn(viewer: CartViewer, tx: Tx): Promise<boolean>;
}
