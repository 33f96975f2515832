import type { LastCartResponse } from "@maison/contracts/cart";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, lockForUpdate } from "../../db/transaction.ts";
import { findCart, findLastCart, updateCart, upsertLastCart } from "./cart.repository.ts";
import { CartErrorCode } from "@maison/contracts/cart";

const NO_LAST_CART: LastCartResponse = { storefront_id: null, checkout_url: null };

/**
 * The last cart of spec 1 §4, §7: a signed-in user's cart kept on the server so it can be found again
 * (merge on login). Only the user may read or set it; the cart named must be theirs or a visitor cart,
 * which then becomes theirs.
 */
export class LastCartService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly checkoutUrlOf: (token: string) => string,
  ) {}

  /** The user's last cart, or nulls when there is none or it has been checked out. */
  async lastCart(userId: string): Promise<LastCartResponse> {
    const saved = await findLastCart(this.db.kysely, userId);
    if (!saved) return NO_LAST_CART;
    const cart = await findCart(this.db.kysely, saved.cart_id);
    if (!cart || cart.userId !== userId || cart.completedOrderId) return NO_LAST_CART;
    return { storefront_id: `gid://shopify/Cart/${cart.id}`, checkout_url: this.checkoutUrlOf(cart.id) };
  }

  /**
   * Saves `token` as the user's last cart. Someone else's cart answers 404 like an unknown one (its
   * existence is not revealed); a checked-out cart is a 409. The stored checkout address is the cart's own.
   */
  async save(userId: string, token: string): Promise<LastCartResponse> {
    return inTransaction(this.db, async (tx) => {
      await lockForUpdate(tx, "carts", [token]);
      const cart = await findCart(tx.db, token);
      if (!cart || (cart.userId !== null && cart.userId !== userId)) {
        throw new DomainError("not_found", CartErrorCode.enum.cart_not_found, "This cart does not exist.", "storefront_id");
      }
      if (cart.completedOrderId) {
        throw new DomainError("conflict", CartErrorCode.enum.cart_completed, "This cart has already been checked out.", "storefront_id");
      }
      const now = this.clock.now().toISOString();
      if (cart.userId === null) await updateCart(tx.db, { ...cart, userId, updatedAt: now });
      const checkoutUrl = this.checkoutUrlOf(cart.id);
      await upsertLastCart(tx.db, userId, cart.id, checkoutUrl, now);
      return { storefront_id: `gid://shopify/Cart/${cart.id}`, checkout_url: checkoutUrl };
    });
  }
}
