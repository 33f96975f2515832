/** Feature flags (migration 0032, decision 067). Values and rules are JSON text; `enabled` 0 or 1. */
export interface FeatureFlagTable {
  key: string;
  type: string;
  default_value: string;
  enabled: number;
  rules: string;
  /** Grows by one on every change: the flags' change stamp and the console's lost-update guard. */
  version: number;
  updated_at: string;
  updated_by: string;
}

/** Every change of a flag: who (the staff actor), the flag as it was and as it became. */
export interface FeatureFlagChangeTable {
  id: string;
  flag_key: string;
  actor_kind: string;
  actor_id: string;
  before: string;
  after: string;
  created_at: string;
}

export interface FlagsTables {
  feature_flags: FeatureFlagTable;
  feature_flag_changes: FeatureFlagChangeTable;
}
