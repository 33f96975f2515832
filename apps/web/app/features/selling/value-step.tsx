import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { AppraiseResponse, Offer } from "@maison/contracts/valuation";
import { QUOTE_VALID_DAYS } from "@maison/domain/selling/submission-item-lifecycle";
import { SELLING_MESSAGES } from "@maison/domain/selling/selling-messages";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { useIdentity } from "../identity/identity-context.ts";
import { LogInLink } from "../identity/log-in-link.tsx";
import { OfferExplanation } from "./offer-explanation.tsx";
import { PriceChart } from "./price-chart.tsx";
import type { SellActionData, SellIntent } from "./sell-action-data.ts";
import { atStep, canAddPiece, changeItem, sellFlowHref, type SellFlowState } from "./sell-flow-state.ts";
import { formatDollars } from "./selling-format.ts";

/** What each offer means for the seller, under its amount. */
const OFFER_NOTES: Record<Offer["kind"], string> = {
  sell_now: "Paid to you once we receive and authenticate your piece.",
  trade_in: "Store credit, worth 10% more than cash, to spend on any piece at Maison.",
  consignment: "An estimate: we list your piece and pay you when it sells.",
};

const OFFER_TITLES: Record<Offer["kind"], string> = {
  sell_now: "Cash",
  trade_in: "Store credit",
  consignment: "Consignment estimate",
};

/** Step 3 for a visitor: sign in first (spec 2 §6); the page reloads with the offer, the choices kept in its URL. */
export function ValueSignIn({ title = "Log in to reveal its value", text = "Your offer is made for you: log in or create an account and we will show it at once. Everything you told us is kept." }: { title?: string; text?: string }) {
  const { openAuth } = useIdentity();
  useEffect(() => {
    openAuth({ mode: "login" });
  }, [openAuth]);
  return (
    <div className="sell-panel sell-sign-in">
      <h2 className="sell-section-title">{title}</h2>
      <p className="sell-section-lede">{text}</p>
      <div className="sell-actions">
        <LogInLink className="button button-primary">Log In</LogInLink>
        <LogInLink className="button button-secondary" mode="signup">
          Create Account
        </LogInLink>
      </div>
    </div>
  );
}

/** The server's message when the piece cannot be valued as described (spec 2 §4: shown as an error). */
export function ValueError({ message, state }: { message: string; state: SellFlowState }) {
  return (
    <div className="sell-panel">
      <FormMessage tone="error">{message}</FormMessage>
      <div className="sell-actions">
        <Link to={sellFlowHref(atStep(state, "details"))} className="button button-secondary">
          Edit details
        </Link>
        <Link to={sellFlowHref(changeItem(state))} className="button button-secondary">
          Choose another piece
        </Link>
        <Link to={sellFlowHref(atStep(state, "photos"))} className="text-link">
          Send us photos instead
        </Link>
      </div>
    </div>
  );
}

export interface AppraisalProps {
  appraisal: AppraiseResponse;
  state: SellFlowState;
  attemptKey: string;
  actionData: SellActionData | undefined;
}

/** Step 3: the instant offer with its explanation, or the quote to come by e-mail. */
export function Appraisal({ appraisal, state, attemptKey, actionData }: AppraisalProps) {
  if (appraisal.prediction.status !== "instant_offer" || appraisal.offers.length === 0) {
    return <QuoteRequest appraisal={appraisal} state={state} attemptKey={actionData?.attemptKey ?? attemptKey} actionData={actionData} />;
  }
  const offers = [...appraisal.offers, ...appraisal.other_offers];
  const preferred: Offer["kind"] = state.flow === "trade-in" ? "trade_in" : "sell_now";
  const chosen = offers.some((o) => o.kind === preferred) ? preferred : offers[0]!.kind;
  const title = appraisal.sku?.title ?? "your piece";
  return (
    <div className="sell-value">
      <OfferChoice offers={offers} chosen={chosen} state={state} attemptKey={actionData?.attemptKey ?? attemptKey} actionData={actionData} />
      {appraisal.sku_price_evolution_list.length > 0 ? (
        <section className="sell-value-chart" aria-labelledby="price-history-title">
          <div className="sell-section-head">
            <p className="eyebrow">The market</p>
            <h2 className="sell-section-title" id="price-history-title">
              What pieces like it sold for
            </h2>
          </div>
          <PriceChart points={appraisal.sku_price_evolution_list} title={`Median monthly sale price of ${title}`} />
        </section>
      ) : null}
      {appraisal.explanation && appraisal.explanation.comparables.length > 0 ? <OfferExplanation explanation={appraisal.explanation} /> : null}
    </div>
  );
}

/** The form's pending intent, if it is one of `intents`. */
function usePending(intents: readonly SellIntent[]): SellIntent | null {
  const navigation = useNavigation();
  const intent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return intents.find((i) => i === intent) ?? null;
}

/**
 * The buttons that end step 3: send (or accept) now, and set the piece aside to add another; with
 * pieces set aside already, sending names them all.
 */
function SendButtons({ state, primary, primaryLabel, busyLabel = "Sending…", pending }: { state: SellFlowState; primary: SellIntent; primaryLabel: string; busyLabel?: string; pending: SellIntent | null }) {
  const total = state.pieces.length + 1;
  return (
    <div className="sell-actions">
      <button type="submit" name="intent" value={primary} className="button button-primary" disabled={pending !== null}>
        {pending === primary ? busyLabel : state.pieces.length > 0 ? `Send all ${total} pieces` : primaryLabel}
      </button>
      {canAddPiece(state) ? (
        <button type="submit" name="intent" value="add-piece" className="button button-secondary" disabled={pending !== null}>
          {pending === "add-piece" ? "Setting it aside…" : "Add another piece"}
        </button>
      ) : null}
    </div>
  );
}

function OfferChoice({ offers, chosen, state, attemptKey, actionData }: { offers: Offer[]; chosen: Offer["kind"]; state: SellFlowState; attemptKey: string; actionData: SellActionData | undefined }) {
  const alone = state.pieces.length === 0;
  const primary: SellIntent = alone ? "accept" : "send";
  const pending = usePending([primary, "add-piece"]);
  const error = actionData?.intent === primary || actionData?.intent === "add-piece" ? actionData : undefined;
  const cash = offers.find((o) => o.kind === "sell_now");
  return (
    <Form method="post" className="offer-form" preventScrollReset>
      <input type="hidden" name="attempt_key" value={attemptKey} />
      <fieldset className="offer-choices" aria-describedby="offer-validity">
        <legend className="sell-section-head">
          <span className="eyebrow">Your instant offer</span>
          <span className="sell-section-title offer-legend">Choose how you would like to be paid</span>
        </legend>
        <div className="offer-grid">
          {offers.map((offer) => (
            <label key={offer.kind} className={`offer-card offer-card-${offer.kind}`}>
              <input type="radio" name="offer_kind" value={offer.kind} defaultChecked={offer.kind === chosen} className="offer-input" />
              <span className="offer-kind">{OFFER_TITLES[offer.kind]}</span>
              <span className="offer-amount">
                {offer.is_estimate ? <span className="offer-estimate">about </span> : null}
                {formatDollars(offer.amount_cents)}
              </span>
              <span className="offer-label">{offer.label}</span>
              <span className="offer-note">{OFFER_NOTES[offer.kind]}</span>
              {offer.kind === "trade_in" && cash ? <span className="offer-gain">{formatDollars(offer.amount_cents - cash.amount_cents)} more than cash</span> : null}
              {offer.seller_incentive_cents > 0 ? <span className="offer-gain">Includes your member bonus of {formatDollars(offer.seller_incentive_cents)}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      {error?.fields.offer_kind ? <FormMessage tone="error">{error.fields.offer_kind}</FormMessage> : null}
      {error?.message ? <FormMessage tone="error">{error.message}</FormMessage> : null}
      <div className="offer-submit">
        {alone ? <SendButtons state={state} primary="accept" primaryLabel="Accept offer" busyLabel="Accepting…" pending={pending} /> : <SendButtons state={state} primary="send" primaryLabel="Send my pieces" pending={pending} />}
        <p className="offer-validity" id="offer-validity">
          {alone
            ? `This offer stands for ${QUOTE_VALID_DAYS} days. Accept it now and choose how your piece comes to us; you are paid once it is authenticated. Selling more than one piece? Add the next and send them together.`
            : `Sent with your other pieces, this offer stands for ${QUOTE_VALID_DAYS} days: accept it from your submission when their quotes are in, and they all come to us in one shipment.`}
        </p>
      </div>
    </Form>
  );
}

/** "A quote by e-mail within 2 business days" (spec 2 §2): the piece goes to Maison's pricing team, with any set aside before it. */
function QuoteRequest({ appraisal, state, attemptKey, actionData }: { appraisal: AppraiseResponse; state: SellFlowState; attemptKey: string; actionData: SellActionData | undefined }) {
  const pending = usePending(["quote", "add-piece"]);
  const error = actionData?.intent === "quote" || actionData?.intent === "add-piece" ? actionData.message : null;
  return (
    <Form method="post" className="sell-panel quote-request" preventScrollReset>
      <input type="hidden" name="attempt_key" value={attemptKey} />
      <p className="eyebrow">A specialist's quote</p>
      <h2 className="sell-section-title">Our specialists will price this one</h2>
      {appraisal.prediction.message ? <FormMessage tone="info">{appraisal.prediction.message}</FormMessage> : null}
      <p className="sell-section-lede">
        {appraisal.prediction.message ? "" : `${SELLING_MESSAGES.quoteByEmail} `}Send it to us now: there is nothing to pay and nothing to ship until you accept.
        {canAddPiece(state) ? " Selling more than one piece? Add the next and our specialists price them together." : ""}
      </p>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <SendButtons state={state} primary="quote" primaryLabel="Request my quote" pending={pending} />
    </Form>
  );
}
