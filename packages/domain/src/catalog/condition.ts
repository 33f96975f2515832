/** Condition grades of spec 2 §9, best first. Outlet is sold as-is. */
export const CONDITION_GRADES = ["Pristine", "Excellent", "Great", "Very Good", "Good", "Fair", "Outlet"] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/** Stable keys for URLs, filters and the database. */
export const CONDITION_KEYS: Record<ConditionGrade, string> = {
  Pristine: "pristine",
  Excellent: "excellent",
  Great: "great",
  "Very Good": "very-good",
  Good: "good",
  Fair: "fair",
  Outlet: "outlet",
};

/** What each grade promises the buyer, shown beside the grade on the product page. */
export const CONDITION_DESCRIPTIONS: Record<ConditionGrade, string> = {
  Pristine: "Never used; may show the faintest signs of storage.",
  Excellent: "Carried a handful of times, with barely noticeable wear.",
  Great: "Light signs of use on corners, hardware or interior.",
  "Very Good": "Gently used with visible but minor wear.",
  Good: "Regular use shows on leather, corners and hardware.",
  Fair: "Noticeable wear, priced to reflect it.",
  Outlet: "Significant wear or repairs, sold as is at outlet prices.",
};

export function isConditionGrade(value: string): value is ConditionGrade {
  return (CONDITION_GRADES as readonly string[]).includes(value);
}

/** The grade for a stored key, or undefined. */
export function conditionFromKey(key: string): ConditionGrade | undefined {
  return CONDITION_GRADES.find((grade) => CONDITION_KEYS[grade] === key);
}
