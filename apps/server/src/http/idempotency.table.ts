/**
 * One Idempotency-Key as a route and principal used it: claimed while the first request runs, then
 * holding that request's response for replay. A claim whose lease passed (its process died) may be taken over.
 */
export interface IdempotencyKeyTable {
  /** The route and the principal ("checkout.complete:usr_…"): the same key under another scope is another key. */
  scope: string;
  key: string;
  /** SHA-256 of the request (method, path, body): the same key with another request is refused. */
  request_hash: string;
  state: "in_progress" | "completed";
  /** Identifies the request holding the claim, so only it may complete or release it. */
  owner: string;
  lease_expires_at: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
