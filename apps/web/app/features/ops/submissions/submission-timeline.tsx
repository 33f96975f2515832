import type { TimelineEntry } from "@maison/contracts/lifecycle";
import { OpsTimeline } from "../ops-timeline.tsx";
import { formatCents } from "../pieces/piece-format.ts";
import { OFFER_KIND_LABELS, submissionEventLabel } from "./submission-labels.ts";

function actorLabel(entry: TimelineEntry): string {
  if (entry.actor_name) return entry.actor_name;
  if (entry.actor_kind === "customer" || entry.actor_kind === "b2b" || entry.actor_kind === "partner") return "The seller";
  if (entry.actor_kind === "system") return "Maison (automatic)";
  return "Staff";
}

/** An event's own facts: the offers quoted, the amount paid and how. */
function detail(entry: TimelineEntry): string | null {
  const parts: string[] = [];
  const offers = entry.data.offers;
  if (Array.isArray(offers)) {
    for (const offer of offers as Array<{ label?: unknown; amount_cents?: unknown }>) {
      if (typeof offer.amount_cents === "number") parts.push(`${typeof offer.label === "string" ? `${offer.label} ` : ""}${formatCents(offer.amount_cents)}`);
    }
  }
  const amount = entry.data.amount_cents ?? entry.data.accepted_amount_cents;
  if (typeof amount === "number") parts.push(formatCents(amount));
  if (typeof entry.data.offer_kind === "string") parts.push(OFFER_KIND_LABELS[entry.data.offer_kind] ?? entry.data.offer_kind);
  if (entry.data.method === "site_credit") parts.push("in store credit");
  if (entry.data.method === "payout") parts.push("paid out");
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Everything that happened to the submitted piece, oldest first, with who did it and why. */
export function SubmissionTimeline({ entries }: { entries: TimelineEntry[] }) {
  return <OpsTimeline entries={entries} eventLabel={submissionEventLabel} actorLabel={actorLabel} detail={detail} />;
}
