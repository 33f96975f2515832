/** A side effect recorded inside a business transaction and dispatched after it commits. */
export interface OutboxTable {
  id: string;
  topic: string;
  payload: string;
  created_at: string;
  available_at: string;
  attempts: number;
  lease_owner: string | null;
  lease_expires_at: string | null;
  dispatched_at: string | null;
  last_error: string | null;
}

export interface OutboxTables {
  outbox: OutboxTable;
}
