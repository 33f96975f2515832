import type { ConsignmentDetail, ConsignmentSummary, ConsignmentTweak, OpsConsignmentSummary } from "@maison/contracts/consignment";
import { imagePath } from "@maison/domain/catalog/image-size";
import { CONSIGNMENT_RETURN_FEE_CENTS } from "@maison/domain/consignment/consignment-commission";
import { CONSIGNMENT_STATE_LABELS, CONSIGNMENT_STEPS, DELISTABLE_STATES, listOf, stepReached } from "@maison/domain/consignment/consignment-lifecycle";
import type { OpsPieceListing } from "@maison/contracts/ops-pieces";
import type { ConsignmentRow, ConsignmentTweakRow } from "./consignment.table.ts";

export function toTweak(row: ConsignmentTweakRow): ConsignmentTweak {
  return { id: row.id, price_cents: row.price_cents, previous_price_cents: row.previous_price_cents, note: row.note, state: row.state, created_at: row.created_at, answered_at: row.answered_at };
}

/** The consignor's view of one consigned piece: its steps, prices, earning and the open price proposal. */
export function toSummary(row: ConsignmentRow, listing: OpsPieceListing | null, tweaks: readonly ConsignmentTweakRow[]): ConsignmentSummary {
  const reached = stepReached(row.state, row.reached_listing === 1);
  const open = tweaks.find((t) => t.consignment_id === row.id && t.state === "proposed");
  const cover = listing?.photos[0];
  return {
    id: row.id,
    order_item_id: row.id,
    product_id: row.product_id,
    handle: listing?.product_url ? listing.handle : null,
    title: row.title,
    designer: row.designer,
    image_url: cover ? imagePath(cover.key, "small") : null,
    state: row.state,
    state_label: CONSIGNMENT_STATE_LABELS[row.state],
    list: listOf(row.state),
    steps: CONSIGNMENT_STEPS.map((label, index) => ({ label, reached: index <= reached })),
    list_price_cents: row.list_price_cents,
    sale_price_cents: row.sale_price_cents,
    earning_cents: row.earning_cents,
    earning_clears_at: row.earning_clears_at,
    open_tweak: open ? toTweak(open) : null,
    can_delist: (DELISTABLE_STATES as readonly string[]).includes(row.state),
    return_checkout_url: row.state === "delisting" ? row.return_checkout_url : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toDetail(row: ConsignmentRow, listing: OpsPieceListing | null, tweaks: readonly ConsignmentTweakRow[]): ConsignmentDetail {
  return {
    ...toSummary(row, listing, tweaks),
    estimate_cents: row.estimate_cents,
    commission_percent: row.commission_percent,
    incentive_cents: row.incentive_cents,
    return_fee_cents: CONSIGNMENT_RETURN_FEE_CENTS,
    tweaks: tweaks.filter((t) => t.consignment_id === row.id).map(toTweak),
  };
}

export function toOpsSummary(row: ConsignmentRow): OpsConsignmentSummary {
  return {
    id: row.id,
    product_id: row.product_id,
    title: row.title,
    designer: row.designer,
    state: row.state,
    state_label: CONSIGNMENT_STATE_LABELS[row.state],
    seller_user_id: row.user_id,
    estimate_cents: row.estimate_cents,
    list_price_cents: row.list_price_cents,
    sale_price_cents: row.sale_price_cents,
    earning_cents: row.earning_cents,
    earning_clears_at: row.earning_clears_at,
    updated_at: row.updated_at,
  };
}
