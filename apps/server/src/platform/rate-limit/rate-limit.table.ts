/** Fixed-window counters shared by every process (rate limits and login lock-out). */
export interface RateLimitCounterTable {
  key: string;
  window_start: string;
  count: number;
  expires_at: string;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCounterTable;
}
