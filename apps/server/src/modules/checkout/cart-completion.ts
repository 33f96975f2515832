import type { Tx } from "../../db/transaction.ts";
import type { CartService } from "../cart/cart.service.ts";
import { checkoutErrors } from "./checkout-errors.ts";
import type { CheckoutBuyer } from "./checkout-view.ts";
import type { CartCompletion } from "./order-placement.service.ts";

/**
 * The cart's part of the order transaction, through the cart service: the cart is read again inside
 * the transaction, its discount code redeemed for the order (counted once, never past its limit) and
 * the cart marked completed so it takes no more changes.
 */
export class CartServiceCompletion implements CartCompletion {
  constructor(private readonly cart: CartService) {}

  async completeCart(tx: Tx, cartId: string, orderId: string, buyer: CheckoutBuyer): Promise<void> {
    const view = await this.cart.get(cartId, buyer, tx);
    if (!view) throw checkoutErrors.notFound();
    if (view.completedOrderId) throw checkoutErrors.completed();
    await this.cart.redeemDiscount(tx, view, orderId);
    if (!(await this.cart.markCompleted(tx, cartId, orderId))) throw checkoutErrors.completed();
  }
}
