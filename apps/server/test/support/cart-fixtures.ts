import type { DiscountCodeRule } from "@maison/domain/cart/discount-code";
import { VISITOR_CART_VIEWER, type CartAttribute, type CartView, type CartViewer } from "../../src/modules/cart/cart.port.ts";
import { insertDiscountCode } from "../../src/modules/cart/discount-code.repository.ts";
import type { TestApp } from "./test-app.ts";

export { VISITOR_CART_VIEWER };

/** The viewer of a signed-in shopper (member or b2b when asked). */
export function viewerFor(user: { id: string; email: string }, options: { member?: boolean; b2b?: boolean } = {}): CartViewer {
  return { actor: { kind: options.b2b ? "b2b" : "customer", id: user.id, capabilities: [], steppedUpAt: null }, userId: user.id, email: user.email, isMember: options.member ?? false, isB2b: options.b2b ?? false };
}

/** Stores a discount code with sensible defaults (active, no limit, no dates). */
export async function insertCode(t: TestApp, rule: Partial<DiscountCodeRule> & Pick<DiscountCodeRule, "code">): Promise<void> {
  await insertDiscountCode(
    t.context.db.kysely,
    {
      title: rule.code,
      kind: "percent",
      value: 10,
      minSubtotalCents: 0,
      usageLimit: null,
      usedCount: 0,
      startsAt: null,
      endsAt: null,
      status: "active",
      ...rule,
    },
    t.clock.now().toISOString(),
  );
}

/** The cart's attributes as a record. */
export function attributesOf(cart: { attributes: CartAttribute[] } | null): Record<string, string> {
  return Object.fromEntries((cart?.attributes ?? []).map((a) => [a.key, a.value]));
}

/** The cart's lines as "kind:variant×quantity". */
export function lineSummary(cart: CartView | null): string[] {
  return (cart?.lines ?? []).map((l) => `${l.kind}:${l.merchandise.variantId}x${l.quantity}`);
}

/** The stored row of a cart and its lines, to check that a refused change wrote nothing. */
export async function storedCart(t: TestApp, cartId: string) {
  const db = t.context.db.kysely;
  const cart = await db.selectFrom("carts").selectAll().where("id", "=", cartId).executeTakeFirst();
  const lines = await db.selectFrom("cart_lines").selectAll().where("cart_id", "=", cartId).orderBy("position").execute();
  return { cart, lines };
}
