import type { ConditionGrade } from "../catalog/condition.ts";

/**
 * What a grade is worth against an Excellent piece of the same sku: the factor comparables are carried
 * by (a Great comparable's price ÷ 0.92 is what it would fetch in Excellent condition).
 */
export const CONDITION_VALUE: Readonly<Record<ConditionGrade, number>> = {
  Pristine: 1.12,
  Excellent: 1,
  Great: 0.92,
  "Very Good": 0.85,
  Good: 0.74,
  Fair: 0.62,
  Outlet: 0.5,
};
