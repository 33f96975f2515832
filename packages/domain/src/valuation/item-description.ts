import { CONDITION_KEYS, type ConditionGrade } from "../catalog/condition.ts";
import type { SellSku } from "./sell-sku.ts";

/** The grades a seller chooses from (spec 2 §9, without Outlet: that grade is ours to give). */
export const SELLER_CONDITION_GRADES = ["Pristine", "Excellent", "Great", "Very Good", "Good", "Fair"] as const satisfies readonly ConditionGrade[];
export type SellerConditionGrade = (typeof SELLER_CONDITION_GRADES)[number];

/** The condition keys of the sell flow's item details (`condition_key`): pristine, excellent, … fair. */
export const SELLER_CONDITION_KEYS = SELLER_CONDITION_GRADES.map((grade) => CONDITION_KEYS[grade]);

/** The seller's grade for a `condition_key`, or undefined for anything else. */
export function sellerConditionFromKey(key: string): SellerConditionGrade | undefined {
  return SELLER_CONDITION_GRADES.find((grade) => CONDITION_KEYS[grade] === key);
}

/** What a seller tells about their piece (spec 2 §3 item details: accessories, serial_number, color, condition_key). */
export interface ItemDescription {
  /** The piece in the seller's catalog; null when it is not there (it then goes to a photo submission). */
  sku: SellSku | null;
  condition: SellerConditionGrade;
  /** What comes with it: "Dust Bag", "Box", "Receipt"… */
  accessories: readonly string[];
  color: string | null;
  serialNumberPresent: boolean;
}
