import { mergeAttributes } from "@maison/domain/cart/cart-attributes";
import { attributeProblems, CART_LINE_MESSAGES, MAX_CART_TEXT_LENGTH } from "@maison/domain/cart/cart-lines";
import { EMAIL_PROBLEM_MESSAGES, emailProblem, normalizeEmail } from "@maison/domain/identity/email-check";
import type { Tx } from "../../db/transaction.ts";
import type { CartReads } from "./cart-reads.ts";
import type { CartLineRecord, CartRecord, CartStamps, StoredLines } from "./cart.repository.ts";
import type { CartAttribute, CartBuyerIdentityInput, CartUserError } from "./cart.port.ts";

/** A cart mutation's change, applied to the locked cart's state in the mutation's transaction (cart.service.ts). */
export interface EditState {
  cart: CartRecord;
  lines: CartLineRecord[];
  /** The lines as they were read (positions and contents), for writing back only what changed. */
  stored: StoredLines["stored"];
  membershipBefore: number;
  /** What this operation has read already (merchandise, the running sale). */
  reads: CartReads;
  /** The change stamps read with the cart (decision 095); none for a cart just created. */
  stamps: CartStamps;
}

export type Edit = (state: EditState, tx: Tx) => Promise<{ errors: CartUserError[]; fatal?: boolean }>;

/** A user error of a cart mutation, as the storefront API answers it. */
export const cartError = (field: string[] | null, message: string, code = "INVALID"): CartUserError => ({ field, message, code });

/** cartNoteUpdate: the note, within the length a cart text may have. */
export function noteEdit(note: string): Edit {
  return async (state) => {
    if (note.length > MAX_CART_TEXT_LENGTH) return { errors: [cartError(["note"], CART_LINE_MESSAGES.tooLong, "NOTE_TOO_LONG")], fatal: true };
    state.cart.note = note;
    return { errors: [] };
  };
}

/** cartAttributesUpdate: the attributes merged into the cart's, each checked, and the merged set within its bounds. */
export function attributesEdit(attributes: readonly CartAttribute[]): Edit {
  return async (state) => {
    const errors = attributeProblems(attributes).map((p) => cartError(["attributes", ...p.field], p.message));
    const merged = errors.length === 0 ? mergeAttributes(state.cart.attributes, attributes) : [];
    if (errors.length === 0 && attributeProblems(merged).length > 0) errors.push(cartError(["attributes"], CART_LINE_MESSAGES.tooManyAttributes));
    if (errors.length === 0) state.cart.attributes = merged;
    return { errors, fatal: true };
  };
}

/** cartBuyerIdentityUpdate: the e-mail (checked, normalised) and the two-letter country code. */
export function buyerIdentityEdit(identity: CartBuyerIdentityInput): Edit {
  return async (state) => {
    const errors: CartUserError[] = [];
    if (identity.email !== undefined) {
      const problem = identity.email === null || identity.email === "" ? null : emailProblem(identity.email);
      if (problem) errors.push(cartError(["buyerIdentity", "email"], EMAIL_PROBLEM_MESSAGES[problem]));
      else state.cart.buyerEmail = identity.email ? normalizeEmail(identity.email) : null;
    }
    if (identity.countryCode !== undefined) {
      const code = identity.countryCode?.trim().toUpperCase() ?? null;
      if (code !== null && !/^[A-Z]{2}$/.test(code)) errors.push(cartError(["buyerIdentity", "countryCode"], "Country code must be two letters (ISO 3166-1)."));
      else state.cart.buyerCountry = code;
    }
    return { errors, fatal: true };
  };
}
