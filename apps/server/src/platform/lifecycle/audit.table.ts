/** One transition of one subject: who fired which event, from which state to which, and why. */
export interface AuditEventTable {
  id: string;
  /** The lifecycle's subject (`item`, `order`, `membership`…). */
  subject_type: string;
  subject_id: string;
  lifecycle: string;
  event: string;
  /** Null when the subject was created by this event. */
  from_state: string | null;
  to_state: string;
  actor_kind: string;
  actor_id: string;
  reason: string | null;
  /** JSON of the facts the event carried (carrier, tracking number, price…). */
  data: string;
  created_at: string;
}

export interface AuditTables {
  audit_events: AuditEventTable;
}
