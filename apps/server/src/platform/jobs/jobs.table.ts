/** A unit of background work with a lease, so several processes can share the queue. */
export interface JobTable {
  id: string;
  name: string;
  payload: string;
  /** queued → running → done | failed (queued again on retry). */
  status: string;
  run_at: string;
  attempts: number;
  max_attempts: number;
  lease_owner: string | null;
  lease_expires_at: string | null;
  last_error: string | null;
  unique_key: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface JobsTables {
  jobs: JobTable;
}
