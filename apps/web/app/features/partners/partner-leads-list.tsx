import type { PartnerLead } from "@maison/contracts/partners";
import { EmptyState } from "../../components/ui/empty-state.tsx";

const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" }).format(new Date(iso));

/** The partner's leads and what became of each: the submission's number, its status and its pieces. */
export function PartnerLeadsList({ leads }: { leads: PartnerLead[] }) {
  if (leads.length === 0) {
    return (
      <EmptyState title="No leads yet">
        <p>Submit your first customer below: we take it from there, and you follow it here.</p>
      </EmptyState>
    );
  }
  return (
    <ol className="partner-leads">
      {leads.map((lead) => (
        <li key={lead.id}>
          <article className="trade-in-card" aria-labelledby={`lead-${lead.id}`}>
            <header className="ticket-head">
              <div>
                <p className="eyebrow">
                  Submission {lead.submission.number} · {day(lead.created_at)} · {lead.location.name}
                </p>
                <h3 className="ticket-status" id={`lead-${lead.id}`}>
                  {lead.customer_name}
                </h3>
              </div>
              <p className="partner-lead-status">{lead.submission.status_label}</p>
            </header>
            <ul className="partner-lead-items">
              {lead.submission.items.map((item) => (
                <li key={item.id}>
                  {item.designer} {item.title ? `· ${item.title}` : ""} — {item.status_label}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}
