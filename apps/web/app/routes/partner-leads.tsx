import { redirect } from "react-router";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { loadPartnerLeads, newLeadFormKey, submitPartnerLead } from "../features/partners/partners-api.server.ts";
import { PARTNER_PAGES } from "../features/partners/partners-paths.ts";
import { PartnerLeadForm } from "../features/partners/partner-lead-form.tsx";
import { PartnerLeadsList } from "../features/partners/partner-leads-list.tsx";
import "../features/membership/membership.css";
import "../features/selling/selling.css";
import "../features/trade-in/trade-in.css";
import "../features/wholesale/wholesale.css";
import type { Route } from "./+types/partner-leads";

export const meta: Route.MetaFunction = () => [{ title: "Your leads | Maison partners" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/partner/leads`: the partner's lead form and its leads with their outcome (decision 062). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { list: await loadPartnerLeads(context, request), formKey: newLeadFormKey(), welcome: url.searchParams.has("welcome"), sent: url.searchParams.has("sent") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await submitPartnerLead(context, request);
  if (outcome.ok) throw redirect(`${PARTNER_PAGES.leads}?sent=1`);
  return outcome;
}

export default function PartnerLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { list, formKey, welcome, sent } = loaderData;
  if (!list) {
    return (
      <div className="page-width status-page">
        <EmptyState eyebrow="Maison partners" title="Become a partner to submit leads" headingLevel="h1" actions={<ButtonLink to={PARTNER_PAGES.landing}>Become a partner</ButtonLink>}>
          <p>Department stores, boutiques and stylists sign up once, then send us their customers' pieces and follow each one here.</p>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page-width membership-body">
      <header className="account-header">
        <p className="eyebrow">Maison partners · {list.partner.name}</p>
        <h1 className="account-title">Your leads</h1>
        <p>
          Partner code <strong>{list.partner.blm_partner_code}</strong>
        </p>
      </header>
      {welcome ? <FormMessage tone="success">{`Welcome: your partner code is ${list.partner.blm_partner_code}.`}</FormMessage> : null}
      {sent ? <FormMessage tone="success">Thank you: the lead is with our specialists, credited to your code.</FormMessage> : null}
      <section className="membership-section" aria-labelledby="partner-leads-title">
        <h2 id="partner-leads-title" className="membership-section-title">
          Leads and their outcome
        </h2>
        <PartnerLeadsList leads={list.leads} />
      </section>
      <section className="membership-section" aria-labelledby="partner-new-lead-title">
        <h2 id="partner-new-lead-title" className="membership-section-title">
          Submit a lead
        </h2>
        <PartnerLeadForm partner={list.partner} error={actionData && !actionData.ok ? actionData : null} formKey={formKey} />
      </section>
    </div>
  );
}
