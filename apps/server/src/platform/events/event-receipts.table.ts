/** A domain event a once-only subscriber has handled (its work committed with this row). */
export interface EventReceiptTable {
  subscriber: string;
  event_id: string;
  event_name: string;
  handled_at: string;
}

export interface EventTables {
  event_receipts: EventReceiptTable;
}
