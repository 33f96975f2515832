/** Spec 2 §9: the five reasons a member gives when cancelling. */
export const CANCELLATION_REASONS = [
  { key: "too_expensive", label: "Too expensive" },
  { key: "not_using_enough", label: "Not using enough" },
  { key: "found_another_service", label: "Found another service" },
  { key: "not_satisfied", label: "Not satisfied with quality or benefits" },
  { key: "other", label: "Other" },
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]["key"];
export const CANCELLATION_REASON_KEYS = CANCELLATION_REASONS.map((r) => r.key) as [CancellationReason, ...CancellationReason[]];
