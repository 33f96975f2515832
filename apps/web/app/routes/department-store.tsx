import { redirect } from "react-router";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { LogInLink } from "../features/identity/log-in-link.tsx";
import { useViewer } from "../features/identity/use-viewer.ts";
import { loadPartnerLanding, submitPartnerSignup } from "../features/partners/partners-api.server.ts";
import { PARTNER_PAGES } from "../features/partners/partners-paths.ts";
import { PartnerSignupForm } from "../features/partners/partner-signup-form.tsx";
import "../features/membership/membership.css";
import "../features/wholesale/wholesale.css";
import type { Route } from "./+types/department-store";

export const meta: Route.MetaFunction = () => [
  { title: "Maison at the Department Store: become a partner | Maison" },
  { name: "description", content: "Department stores, boutiques and stylists bring us their customers' pieces to sell and follow every one." },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/department-store`: the partner landing and signup (create-partner/ → the partner's code, decision 062). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPartnerLanding(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await submitPartnerSignup(context, request);
  if (outcome.ok) throw redirect(`${PARTNER_PAGES.leads}?welcome=1`);
  return outcome;
}

export default function DepartmentStore({ loaderData, actionData }: Route.ComponentProps) {
  const viewer = useViewer();
  const { locations, partner } = loaderData;
  return (
    <div className="wholesale-landing">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">Maison at the Department Store</p>
          <h1 className="membership-hero-title">Bring us your customers' pieces</h1>
          <p className="membership-hero-text">Department stores, boutiques and stylists send us customers with luxury pieces to sell. Every sale is credited to your partner code, and you follow each lead to its outcome.</p>
        </div>
      </section>
      <div className="page-width membership-body">
        <section className="membership-section" aria-labelledby="partner-signup-title">
          <h2 id="partner-signup-title" className="membership-section-title">
            {partner ? "Your partner account" : "Become a partner"}
          </h2>
          {partner ? (
            <div className="wholesale-status">
              <FormMessage tone="success">{`${partner.name}'s partner code is ${partner.blm_partner_code}.`}</FormMessage>
              <ButtonLink to={PARTNER_PAGES.leads}>Your leads</ButtonLink>
            </div>
          ) : !viewer ? (
            <div className="wholesale-status">
              <p className="membership-section-text">Log in or create an account first: your partner code is attached to it.</p>
              <div className="empty-state-actions">
                <LogInLink className="button button-primary">Log In</LogInLink>
                <LogInLink className="button button-secondary" mode="signup">
                  Create Account
                </LogInLink>
              </div>
            </div>
          ) : (
            <PartnerSignupForm locations={locations} error={actionData && !actionData.ok ? actionData : null} />
          )}
        </section>
      </div>
    </div>
  );
}
