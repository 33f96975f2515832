import { redirect } from "react-router";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { FormMessage } from "../components/ui/form-message.tsx";
import { PRIVATE_PAGE_HEADERS } from "../features/account/account-api.server.ts";
import { LogInLink } from "../features/identity/log-in-link.tsx";
import { flagOn, loadFlagValues } from "../features/flags/flags-api.server.ts";
import { BUSINESS_SIGNUP_PAUSED_MESSAGE, FLAG_KEYS } from "@maison/domain/flags/feature-flags";
import { useViewer } from "../features/identity/use-viewer.ts";
import { loadWholesaleAccess, submitWholesaleSignup } from "../features/wholesale/wholesale-api.server.ts";
import { WHOLESALE_PAGES } from "../features/wholesale/wholesale-paths.ts";
import { WholesaleSignupForm } from "../features/wholesale/wholesale-signup-form.tsx";
import "../features/membership/membership.css";
import "../features/wholesale/wholesale.css";
import type { Route } from "./+types/join-business";

export const meta: Route.MetaFunction = () => [
  { title: "Maison for Business: apply for wholesale access | Maison" },
  { name: "description", content: "Boutiques, resellers and department stores buy authenticated pre-owned luxury at wholesale. Apply with your resale certificate." },
];

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE_HEADERS;

/** `/join-rebagforbusiness` (spec 2 §2; also `/join-maisonforbusiness/` of the footer): the business signup, which needs a signed-in account. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [access, flags] = await Promise.all([loadWholesaleAccess(context, request), loadFlagValues(context, request, [FLAG_KEYS.b2b])]);
  // The b2b flag (decision 067) opens or pauses the business signup.
  return { access, signupOpen: flagOn(flags, FLAG_KEYS.b2b) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const outcome = await submitWholesaleSignup(context, request);
  if (outcome.ok) throw redirect(WHOLESALE_PAGES.thankYou);
  return outcome;
}

const day = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(new Date(iso));

export default function JoinBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const viewer = useViewer();
  const { access, signupOpen } = loaderData;
  const application = access.application;
  return (
    <div className="wholesale-landing">
      <section className="membership-hero">
        <div className="membership-hero-inner page-width">
          <p className="eyebrow">Maison for Business</p>
          <h1 className="membership-hero-title">Wholesale for boutiques, resellers and department stores</h1>
          <p className="membership-hero-text">Buy authenticated pre-owned luxury at wholesale prices, with business-only offers and filters, once your business is approved.</p>
        </div>
      </section>
      <div className="page-width membership-body">
        <section className="membership-section" aria-labelledby="wholesale-apply-title">
          <h2 id="wholesale-apply-title" className="membership-section-title">
            {access.is_b2b ? "Your wholesale access" : "Apply for wholesale access"}
          </h2>
          {access.is_b2b ? (
            <div className="wholesale-status">
              <FormMessage tone="success">Your account has wholesale access.</FormMessage>
              <ButtonLink to={WHOLESALE_PAGES.collection}>Shop wholesale</ButtonLink>
            </div>
          ) : !signupOpen ? (
            <div className="wholesale-status">
              <FormMessage tone="info">{BUSINESS_SIGNUP_PAUSED_MESSAGE}</FormMessage>
            </div>
          ) : !viewer ? (
            <div className="wholesale-status">
              <p className="membership-section-text">Log in or create an account first: your business's access is attached to it.</p>
              <div className="empty-state-actions">
                <LogInLink className="button button-primary">Log In</LogInLink>
                <LogInLink className="button button-secondary" mode="signup">
                  Create Account
                </LogInLink>
              </div>
            </div>
          ) : application?.state === "submitted" ? (
            <div className="wholesale-status">
              <FormMessage tone="info">{`${application.company_name}'s application of ${day(application.created_at)} is under review. We will e-mail you as soon as it is decided.`}</FormMessage>
            </div>
          ) : (
            <>
              {application?.state === "declined" ? (
                <FormMessage tone="info">{`We could not approve ${application.company_name}'s last application: ${application.decline_reason ?? "the details could not be verified"}. You are welcome to apply again.`}</FormMessage>
              ) : (
                <p className="membership-section-text">Tell us about your business and upload your resale certificate. We usually decide within two business days.</p>
              )}
              <WholesaleSignupForm error={actionData && !actionData.ok ? actionData : null} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
