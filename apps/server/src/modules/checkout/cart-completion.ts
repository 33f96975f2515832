import type { Tx } from "../../db/transaction.ts";
import type { CartView } from "../cart/cart.port.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { CartCompletion } from "./order-placement.service.ts";

/**
 * The cart's part of the order transaction, through the cart service, on the cart as the checkout
 * priced it (decision 079): one guarded UPDATE marks it completed so it takes no more changes — false
 * when another order completed it first — then its discount code is redeemed for the order (counted
 * once, never past its limit).
 */
export class CartServiceCompletion implements CartCompletion {
  constructor(private readonly cart: CartService) {}

  async completeCart(tx: Tx, cart: CartView, orderId: string): Promise<boolean> {
    if (!(await this.cart.markCompleted(tx, cart.id, orderId))) return false;
    await this.cart.redeemDiscount(tx, cart, orderId);
    return true;
  }
}
