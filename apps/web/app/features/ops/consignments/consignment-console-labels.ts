import { OPS_CONSIGNMENT_ACTIONS, type OpsConsignmentAction, type OpsConsignmentQueue } from "@maison/contracts/consignment";

export const consignmentsPage = "/ops/consignments";
export const consignmentPage = (id: string) => `/ops/consignments/${encodeURIComponent(id)}`;
export const consignmentQueueHref = (queue: string) => `${consignmentsPage}?${new URLSearchParams({ queue })}`;

/** What each queue being empty means. */
export const CONSIGNMENT_QUEUE_EMPTY: Record<OpsConsignmentQueue, string> = {
  to_review: "No consigned piece waits for review. Pieces arrive here when a consigned submission is received.",
  to_list: "Every reviewed piece is on sale.",
  listed: "No consigned piece is on sale right now.",
  sold: "No consigned sale is waiting for its return window to close.",
  to_ship_back: "No delisted piece waits to go back to its consignor.",
  closed: "No consignment has ended yet.",
};

/** The note shown once a move is done. */
export const CONSIGNMENT_ACTION_DONE: Record<OpsConsignmentAction, string> = {
  review: "Reviewed: the list price is set and the consignor is e-mailed.",
  list: "On sale now.",
  propose_tweak: "The new price is proposed; the consignor is e-mailed to accept or decline it.",
  record_return: "The return is recorded: the piece is on sale again and the earning is cancelled.",
  release_earning: "The earning is released to the consignor's cash balance.",
  ship_back: "Marked shipped back to the consignor.",
};

/** The API path of each move. */
export const CONSIGNMENT_ACTION_PATHS: Record<OpsConsignmentAction, string> = {
  review: "review",
  list: "list",
  propose_tweak: "tweak",
  record_return: "return",
  release_earning: "release",
  ship_back: "ship-back",
};

export function isConsignmentAction(value: unknown): value is OpsConsignmentAction {
  return typeof value === "string" && (OPS_CONSIGNMENT_ACTIONS as readonly string[]).includes(value);
}

/** A timeline event in words. */
export const CONSIGNMENT_EVENT_LABELS: Record<string, string> = {
  receive: "Received",
  review: "Reviewed and priced",
  list: "Listed",
  accept_tweak: "Consignor accepted a new price",
  sell: "Sold",
  cancel_sale: "Order cancelled: on sale again",
  deliver: "Delivered: return window open",
  return_sale: "Returned by the buyer",
  clear: "Earning paid to cash",
  request_delist: "Consignor asked to delist",
  cancel_delist: "Delist cancelled",
  confirm_delist: "Return shipping paid",
  ship_back: "Shipped back",
};
