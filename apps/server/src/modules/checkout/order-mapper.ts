import type { AddressFields } from "@maison/contracts/address";
import type { Order } from "@maison/contracts/checkout";
import { isCarrierCode, trackingUrlOf } from "@maison/domain/checkout/carriers";
import { shownPaymentStatus } from "@maison/domain/checkout/order-fulfilment";
import type { OrderState } from "@maison/domain/checkout/order-lifecycle";
import { deliveryEstimate, SHIPPING_METHODS, type ShippingMethodHandle } from "@maison/domain/checkout/shipping-method";
import type { OrderLineRow, OrderRow } from "./order.repository.ts";

/** An order row and its lines as the thank-you, order and purchases pages read them. */
export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
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
    totals: {
      subtotal_cents: row.subtotal_cents,
      discounts_cents: row.discounts_cents,
      points_cents: row.points_cents,
      gift_cards_cents: row.gift_cards_cents,
      shipping_protection_cents: row.shipping_protection_cents,
      shipping_cents: row.shipping_cents,
      total_cents: row.total_cents,
    },
    payment: { status: shownPaymentStatus(row.state as OrderState, row.payment_status), brand: row.payment_brand, last4: row.payment_last4 },
    carrier: row.carrier !== null && isCarrierCode(row.carrier) ? row.carrier : null,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrlOf(row.carrier, row.tracking_number),
    shipped_at: row.shipped_at,
    delivered_at: row.delivered_at,
    cancelled_at: row.cancelled_at,
  };
}
