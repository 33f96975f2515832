/** A line of a cart as the merge sees it: what it buys and what kind of line it is. */
export interface MergeLine {
  merchandiseId: string;
  kind: "product" | "membership" | "shipping_protection" | "zero_cost";
}

export type MergeOnLoginPlan =
  /** No saved cart: save the current cart as the user's last cart. */
  | { action: "save_current"; openDrawer: true }
  /** Add these lines to the saved cart (then use it as the cart). */
  | { action: "merge_into_saved"; add: Array<{ merchandiseId: string; quantity: 1 }>; openDrawer: true };

/**
 * Merge on login (spec 1 §4): the saved last cart is loaded; items of the current cart not already in
 * it are added with quantity 1; a membership plan chosen before signing in is kept, and a non-member
 * without one gets the default membership line; the
 * drawer opens. With no saved cart, the current cart is saved and the drawer opens. Shipping
 * protection and zero-cost lines are never carried over: the server recomputes them.
 */
export function planMergeOnLogin(input: {
  savedLines: readonly MergeLine[] | null;
  currentLines: readonly MergeLine[];
  isMember: boolean;
  /** The membership line to add for non-members (the default plan's variant id). */
  membershipMerchandiseId: string;
}): MergeOnLoginPlan {
  if (input.savedLines === null) return { action: "save_current", openDrawer: true };
  const present = new Set(input.savedLines.map((l) => l.merchandiseId));
  const add: Array<{ merchandiseId: string; quantity: 1 }> = [];
  for (const line of input.currentLines) {
    if (line.kind !== "product" || present.has(line.merchandiseId)) continue;
    present.add(line.merchandiseId);
    add.push({ merchandiseId: line.merchandiseId, quantity: 1 });
  }
  if (!input.savedLines.some((l) => l.kind === "membership")) {
    const chosen = input.currentLines.find((l) => l.kind === "membership");
    if (chosen) add.push({ merchandiseId: chosen.merchandiseId, quantity: 1 });
    else if (!input.isMember) add.push({ merchandiseId: input.membershipMerchandiseId, quantity: 1 });
  }
  return { action: "merge_into_saved", add, openDrawer: true };
}
