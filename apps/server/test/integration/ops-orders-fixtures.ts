import { randomUUID } from "node:crypto";
import type { Capability } from "@maison/domain/actor/actor";
import { inTransaction } from "../../src/db/transaction.ts";
import { cartOf, completeCheckout, fillCheckout, listedProduct, signedIn, TEST_CARD, type BuyerSession } from "../support/checkout-fixtures.ts";
import type { TestApp } from "../support/test-app.ts";
import { createSignedInUser, type SignedInUser } from "./account-fixtures.ts";

let sequence = 0;

/** A signed-in account; staff with these capabilities (is_staff set, one staff_capabilities row each), or a partner. */
export async function person(t: TestApp, kind: { staff?: Capability[]; partner?: boolean } = {}): Promise<SignedInUser> {
  sequence += 1;
  const label = kind.staff ? "staff" : kind.partner ? "partner" : "shopper";
  const user = await createSignedInUser(t, { id: `usr_ops${String(sequence).padStart(4, "0")}${label}`, email: `ops-${sequence}-${label}@maison.test` });
  const now = t.clock.now().toISOString();
  await inTransaction(t.context.db, async (tx) => {
    if (kind.partner) await tx.db.updateTable("users").set({ is_partner: 1 }).where("id", "=", user.id).execute();
    if (!kind.staff) return;
    await tx.db.updateTable("users").set({ is_staff: 1 }).where("id", "=", user.id).execute();
    for (const capability of kind.staff) {
      await tx.db.insertInto("staff_capabilities").values({ user_id: user.id, capability, granted_at: now, granted_by: "test" }).execute();
    }
  });
  return user;
}

export interface PlacedOrder {
  orderId: string;
  number: string;
  token: string;
  buyer: BuyerSession & { email: string; id: string };
  productIds: string[];
}

/**
 * An order placed through the real checkout by a signed-in buyer, paid with the test card (captured
 * at once), for `prices` pieces; `extras` lets the cart carry attributes (points) or gift-card codes.
 */
export async function placedOrder(
  t: TestApp,
  prices: number[] = [900_00],
  extras: { attributes?: Array<{ key: string; value: string }>; giftCardCodes?: string[]; discountCodes?: string[]; buyer?: SignedInUser } = {},
): Promise<PlacedOrder> {
  const user = extras.buyer ?? (await person(t));
  const buyer = signedIn(user);
  const products = [];
  for (const price of prices) products.push(await listedProduct(t, { price_cents: price }));
  const token = await cartOf(t, products.map((p) => p.variant_id), buyer, { attributes: extras.attributes });
  if (extras.giftCardCodes) {
    const applied = await t.context.services.cart.updateGiftCardCodes(token, extras.giftCardCodes, buyer.viewer);
    if (applied.userErrors.length > 0) throw new Error(`gift cards refused: ${JSON.stringify(applied.userErrors)}`);
  }
  if (extras.discountCodes) {
    const applied = await t.context.services.cart.updateDiscountCodes(token, extras.discountCodes, buyer.viewer);
    if (applied.userErrors.length > 0) throw new Error(`discount codes refused: ${JSON.stringify(applied.userErrors)}`);
  }
  await fillCheckout(t, token, buyer);
  const response = await completeCheckout(t, token, buyer, { payment: TEST_CARD }, `key-${randomUUID()}`);
  if (response.statusCode !== 200) throw new Error(`checkout answered ${response.statusCode}: ${response.body}`);
  const body = response.json() as { order_id: string; order_number: string };
  return { orderId: body.order_id, number: body.order_number, token, buyer: { ...buyer, email: user.email, id: user.id }, productIds: products.map((p) => p.id) };
}

/** A call to the console's order API as whoever these headers sign in. */
export function opsCall(t: TestApp, method: "GET" | "POST", path: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/ops/orders/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The order's row as stored. */
export function orderRow(t: TestApp, orderId: string) {
  return t.context.db.kysely.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
}

/** The order's transitions as audited (event, actor), oldest first. */
export async function orderAudit(t: TestApp, orderId: string) {
  const rows = await t.context.db.kysely
    .selectFrom("audit_events")
    .select(["event", "from_state", "to_state", "actor_kind", "actor_id"])
    .where("subject_type", "=", "order")
    .where("subject_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows;
}

export async function pieceStates(t: TestApp, productIds: string[]): Promise<string[]> {
  const rows = await t.context.db.kysely.selectFrom("products").select(["id", "state"]).where("id", "in", productIds).orderBy("id").execute();
  return rows.map((r) => r.state);
}
