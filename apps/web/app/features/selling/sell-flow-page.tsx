import { useEffect, useRef } from "react";
import type { PayoutActionData } from "../payouts/payout-action-data.ts";
import { FindItemStep } from "./find-item-step.tsx";
import { ItemDetailsStep } from "./item-details-step.tsx";
import { PartnerCodePanel } from "./partner-code-panel.tsx";
import { PhotoSubmissionStep } from "./photo-submission-step.tsx";
import { isSellActionData, type SellActionData } from "./sell-action-data.ts";
import { SellExitDialog } from "./sell-exit-dialog.tsx";
import { atStep, changeItem, hasProgress, sellFlowHref, type SellStep } from "./sell-flow-state.ts";
import type { SellFlowView } from "./sell-flow.server.ts";
import { SellItemSummary } from "./sell-item-summary.tsx";
import { SellPiecesPanel } from "./sell-pieces-panel.tsx";
import { SellProgress } from "./sell-progress.tsx";
import { ThankYouStep } from "./thank-you-step.tsx";
import { Appraisal, ValueError, ValueSignIn } from "./value-step.tsx";

const HEADINGS: Record<SellStep, string> = {
  find: "Find your item",
  details: "Tell its history",
  value: "Reveal its value",
  photos: "Send us photos",
  "thank-you": "Thank you",
};

const LEDES: Record<SellStep, string> = {
  find: "Search for your piece, or choose it level by level: the type, the designer, the model, the style and the size.",
  details: "Its condition, what comes with it and its serial number shape the offer.",
  value: "An offer made from what pieces like yours sold for at Maison, explained.",
  photos: "A specialist values your piece from your photos.",
  "thank-you": "",
};

/** The sell flow at /sell-now and /trade-in (spec 2 §2): three numbered steps, then the thank-you step. */
export function SellFlowPage({ view, actionData: answer }: { view: SellFlowView; actionData: SellActionData | PayoutActionData | undefined }) {
  const { state } = view;
  const actionData = isSellActionData(answer) ? answer : undefined;
  const tradeIn = state.flow === "trade-in";
  useScrollTopOnStep(`${state.step}:${view.step === "thank-you" && view.kind === "ticket" ? view.panel : ""}`);
  return (
    <div className="page-width sell-page">
      <header className="sell-header">
        <p className="eyebrow">{tradeIn ? "Trade in with Maison" : "Sell with Maison"}</p>
        <h1 className="sell-title">{HEADINGS[state.step]}</h1>
        {LEDES[state.step] ? <p className="sell-lede">{tradeIn && state.step === "find" ? "Trade your piece for store credit worth 10% more than cash. " + LEDES.find : LEDES[state.step]}</p> : null}
      </header>
      {state.step !== "thank-you" ? <SellProgress step={state.step} /> : null}
      <div className={state.step === "thank-you" ? "sell-layout is-single" : "sell-layout"}>
        <div className="sell-main">
          <SellPiecesPanel state={state} sendKey={view.sendKey} actionData={actionData} />
          <StepBody view={view} actionData={actionData} payoutAnswer={isSellActionData(answer) ? undefined : answer} />
        </div>
        {state.step !== "thank-you" ? (
          <aside className="sell-aside" aria-label="About selling with Maison">
            <PartnerCodePanel partner={view.partner} state={state} actionData={actionData} />
            <ul className="sell-promises">
              <li>
                <strong>Offers from real sales.</strong> Every offer shows the pieces it was priced from.
              </li>
              <li>
                <strong>Free, insured shipping.</strong> A prepaid label, a courier at your door, or a boutique.
              </li>
              <li>
                <strong>Paid in days.</strong> As soon as your piece is authenticated.
              </li>
            </ul>
          </aside>
        ) : null}
      </div>
      <SellExitDialog active={hasProgress(state)} piecesSetAside={state.pieces.length} />
    </div>
  );
}

/**
 * A new step starts at the top of the page (spec 2 §2: the sell-now router scrolls to top), even when
 * the form that led to it kept the scroll position to show its errors in place.
 */
function useScrollTopOnStep(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0 });
  }, [key]);
}

function StepBody({ view, actionData, payoutAnswer }: { view: SellFlowView; actionData: SellActionData | undefined; payoutAnswer: PayoutActionData | undefined }) {
  const { state } = view;
  switch (view.step) {
    case "find":
      return <FindItemStep view={view} state={state} />;
    case "details":
      return <ItemDetailsStep item={view.item} state={state} />;
    case "value":
      return (
        <div className="sell-value-step">
          <SellItemSummary
            item={view.kind === "appraisal" ? view.appraisal.sku : view.item}
            details={state.details}
            changeItemHref={sellFlowHref(changeItem(state))}
            changeDetailsHref={sellFlowHref(atStep(state, "details"))}
          />
          {view.kind === "sign-in" ? (
            <ValueSignIn />
          ) : view.kind === "error" ? (
            <ValueError message={view.message} state={state} />
          ) : (
            <Appraisal appraisal={view.appraisal} state={state} attemptKey={view.attemptKey} actionData={actionData} />
          )}
        </div>
      );
    case "photos":
      return view.kind === "sign-in" ? (
        <ValueSignIn title="Log in to send us photos" text="Your photos and the offer that follows are kept in your account: log in or create one, and carry on here." />
      ) : <PhotoSubmissionStep item={view.item} state={state} attemptKey={view.attemptKey} actionData={actionData} />;
    case "thank-you":
      return <ThankYouStep view={view} actionData={actionData} payoutAnswer={payoutAnswer} />;
  }
}
