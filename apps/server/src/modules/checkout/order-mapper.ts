import type { AddressFields } from "@maison/contracts/address";
import type { Order } from "@maison/contracts/checkout";
import { isCarrierCode, trackingUrlOf } from "@maison/domain/checkout/carriers";
import { shownPaymentStatus } from "@maison/domain/checkout/order-fulfilment";
import type { OrderState } from "@maison/domain/checkout/order-lifecycle";
import { deliveryEstimate, SHIPPING_METHODS, type ShippingMethodHandle } from "@maison/domain/checkout/shipping-method";
import { totalsOf } from "./checkout-view.ts";
import { orderBreakdown, orderMembership } from "./order-money.ts";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

/** An order row and its lines as the thank-you, order and purchases pages read them; the totals are the one breakdown's. */
export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  const totals = orderBreakdown(row, lines);
  const address = row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as AddressFields);
  const method = SHIPPING_METHODS.find((m) => m.handle === row.shipping_method) ?? null;
  const orderLines = lines.map((line) => ({
    product_id: line.product_id,
    kind: line.kind,
    title: line.title,
    vendor: line.vendor,
    image_url: line.image_url,
    price_cents: line.price_cents,
    quantity: line.quantity,
    total_cents: line.price_cents * line.quantity - line.member_discount_cents - line.code_discount_cents - line.sale_discount_cents,
    tax_cents: line.tax_cents,
  }));
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    state: row.state as OrderState,
    created_at: row.created_at,
    lines: orderLines,
    items: orderLines,
    shipping_address: address && { ...address, address: address.address1, state: address.province, zipcode: address.zip },
    shipping_method: method && { handle: method.handle as ShippingMethodHandle, title: method.title, delivery_estimate: deliveryEstimate(method) },
    totals: { ...totalsOf(totals), shipping_cents: totals.shippingCents ?? 0, tax_cents: totals.taxCents ?? 0, tax_refunded_cents: row.tax_refunded_cents },
    // Test plans are only ever sold outside production, so a placed order's plan is read with them.
    membership: orderMembership(row, lines, { includeTestPlans: true }),
    payment: { status: shownPaymentStatus(row.state as OrderState, row.payment_status), brand: row.payment_brand, last4: row.payment_last4 },
    carrier: row.carrier !== null && isCarrierCode(row.carrier) ? row.carrier : null,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrlOf(row.carrier, row.tracking_number),
    shipped_at: row.shipped_at,
    delivered_at: row.delivered_at,
    cancelled_at: row.cancelled_at,
  };
}
