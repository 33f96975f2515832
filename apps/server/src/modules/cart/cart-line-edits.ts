import { CART_LINE_MESSAGES, fitsInCart, isUnavailable, validateLineInput } from "@maison/domain/cart/cart-lines";
import { capMembershipQuantity, ONE_OF_A_KIND_QUANTITY_CAP } from "@maison/domain/cart/membership-line";
import { ONE_OFF_AMOUNT_MESSAGE, oneOffAmountDollars } from "@maison/domain/cart/one-off-contribution";
import { isOneOffMembershipVariant } from "@maison/domain/cart/special-lines";
import { newId } from "../../db/id.ts";
import type { ResolvedMerchandise } from "./cart-merchandise.ts";
import type { CartLineRecord } from "./cart.repository.ts";
import type { CartLineInput, CartLineUpdateInput, CartUserError } from "./cart.port.ts";

type Resolve = (variantId: string) => ResolvedMerchandise | undefined;

const error = (field: string[], message: string, code = "INVALID"): CartUserError => ({ field, message, code });

/** Every line is one piece: catalog items are one of a kind, and special lines are bought once (membership cut to 1). */
function capQuantity(kind: ResolvedMerchandise["kind"], quantity: number): number {
  return kind === "membership" ? capMembershipQuantity(quantity) : Math.min(quantity, ONE_OF_A_KIND_QUANTITY_CAP);
}

/** Checks what a line would buy: it exists, is available, and a plan carries its own selling plan. */
function checkMerchandise(resolved: ResolvedMerchandise | undefined, sellingPlanId: string | null | undefined, path: string[]): CartUserError | null {
  if (!resolved) return error([...path, "merchandiseId"], CART_LINE_MESSAGES.unknownMerchandise);
  if (isUnavailable(resolved.merchandise)) return error([...path, "merchandiseId"], CART_LINE_MESSAGES.unavailable);
  if (sellingPlanId && sellingPlanId !== resolved.special?.sellingPlanId) return error([...path, "sellingPlanId"], CART_LINE_MESSAGES.sellingPlanMismatch);
  return null;
}

/** A one-off contribution line must name its amount (decision 030): else an error on its attributes. */
function checkOneOffAmount(line: Pick<CartLineRecord, "variantId" | "attributes">, path: string[]): CartUserError | null {
  if (!isOneOffMembershipVariant(line.variantId) || oneOffAmountDollars(line.attributes) !== null) return null;
  return error([...path, "attributes"], ONE_OFF_AMOUNT_MESSAGE);
}

/**
 * Adds lines (cartLinesAdd): the same merchandise again keeps one line; a membership plan replaces any
 * other plan (a cart holds one membership line); quantities are capped. Any error leaves the lines as they were.
 */
export function addLines(
  current: readonly CartLineRecord[],
  inputs: readonly CartLineInput[],
  resolve: Resolve,
  now: string,
  path = "lines",
): { lines: CartLineRecord[]; errors: CartUserError[] } {
  const errors: CartUserError[] = [];
  let lines = current.map((l) => ({ ...l }));
  inputs.forEach((input, index) => {
    const at = [path, String(index)];
    const problems = validateLineInput({ ...input }, { allowZeroQuantity: false });
    if (problems.length > 0) {
      errors.push(...problems.map((p) => error([...at, ...p.field], p.message)));
      return;
    }
    const resolved = resolve(input.merchandiseId);
    const problem = checkMerchandise(resolved, input.sellingPlanId, at);
    if (problem || !resolved) {
      if (problem) errors.push(problem);
      return;
    }
    const quantity = capQuantity(resolved.kind, input.quantity ?? 1);
    const existing = lines.find((l) => l.variantId === input.merchandiseId);
    const amountProblem = checkOneOffAmount({ variantId: input.merchandiseId, attributes: input.attributes ?? existing?.attributes ?? [] }, at);
    if (amountProblem) {
      errors.push(amountProblem);
      return;
    }
    if (existing) {
      existing.quantity = capQuantity(resolved.kind, existing.quantity + quantity);
      if (input.attributes) existing.attributes = input.attributes;
      return;
    }
    if (resolved.kind === "membership") lines = lines.filter((l) => l.kind !== "membership");
    lines.push({
      id: newId("cl"),
      kind: resolved.kind,
      variantId: input.merchandiseId,
      quantity,
      attributes: input.attributes ?? [],
      sellingPlanId: resolved.special?.sellingPlanId ?? null,
      createdAt: now,
    });
  });
  if (errors.length === 0 && !fitsInCart(lines.length)) errors.push(error([path], CART_LINE_MESSAGES.tooManyLines, "LESS_THAN"));
  return errors.length > 0 ? { lines: current.map((l) => ({ ...l })), errors } : { lines, errors };
}

/** Updates lines (cartLinesUpdate): quantity 0 removes the line; a new merchandise is checked like an add. */
export function updateLines(
  current: readonly CartLineRecord[],
  inputs: readonly CartLineUpdateInput[],
  resolve: Resolve,
): { lines: CartLineRecord[]; errors: CartUserError[] } {
  const errors: CartUserError[] = [];
  const lines = current.map((l) => ({ ...l }));
  const removed = new Set<string>();
  inputs.forEach((input, index) => {
    const at = ["lines", String(index)];
    const problems = validateLineInput({ ...input }, { allowZeroQuantity: true });
    if (problems.length > 0) {
      errors.push(...problems.map((p) => error([...at, ...p.field], p.message)));
      return;
    }
    const line = lines.find((l) => l.id === input.id);
    if (!line) {
      errors.push(error([...at, "id"], CART_LINE_MESSAGES.unknownLine, "INVALID_MERCHANDISE_LINE"));
      return;
    }
    if (input.merchandiseId !== undefined && input.merchandiseId !== line.variantId) {
      const resolved = resolve(input.merchandiseId);
      const problem = checkMerchandise(resolved, input.sellingPlanId, at);
      if (problem || !resolved) {
        if (problem) errors.push(problem);
        return;
      }
      line.variantId = input.merchandiseId;
      line.kind = resolved.kind;
      line.sellingPlanId = resolved.special?.sellingPlanId ?? null;
    } else if (input.sellingPlanId && input.sellingPlanId !== line.sellingPlanId) {
      errors.push(error([...at, "sellingPlanId"], CART_LINE_MESSAGES.sellingPlanMismatch));
      return;
    }
    if (input.attributes) line.attributes = input.attributes;
    const amountProblem = input.quantity === 0 ? null : checkOneOffAmount(line, at);
    if (amountProblem) {
      errors.push(amountProblem);
      return;
    }
    if (input.quantity === 0) removed.add(line.id);
    else if (input.quantity !== undefined) line.quantity = capQuantity(line.kind, input.quantity);
  });
  if (errors.length > 0) return { lines: current.map((l) => ({ ...l })), errors };
  return { lines: lines.filter((l) => !removed.has(l.id)), errors };
}

/** Removes lines (cartLinesRemove); an id not in the cart is an error and nothing is removed. */
export function removeLines(current: readonly CartLineRecord[], lineIds: readonly string[]): { lines: CartLineRecord[]; errors: CartUserError[] } {
  const errors = lineIds.flatMap((id, index) =>
    current.some((l) => l.id === id) ? [] : [error(["lineIds", String(index)], CART_LINE_MESSAGES.unknownLine, "INVALID_MERCHANDISE_LINE")],
  );
  if (errors.length > 0) return { lines: current.map((l) => ({ ...l })), errors };
  const ids = new Set(lineIds);
  return { lines: current.filter((l) => !ids.has(l.id)), errors };
}
