import { useRef, useState } from "react";
import { ONE_OFF_AMOUNTS } from "@maison/domain/membership/plans";
import { BalanceChart } from "./balance-chart.tsx";
import { JoinMembershipButton } from "./join-membership-button.tsx";
import { pickPrice, searchForPick, type PlanPick } from "./membership-plans.ts";
import { OneOffContributeButton } from "./one-off-contribute-button.tsx";
import { parseOneOffAmount } from "./one-off-amount.ts";
import { PlanPicker } from "./plan-picker.tsx";
import type { ProjectionState } from "./balance-chart.tsx";
import { useBalanceProjection } from "./use-balance-projection.ts";

/** A one-off pick of an amount that is not one of the fixed ones was typed in the custom field. */
function initialCustomText(pick: PlanPick): string {
  return pick.period === "one_off" && !(ONE_OFF_AMOUNTS as readonly number[]).includes(pick.amount) ? String(pick.amount) : "";
}

/**
 * The plan picker, the projected balance of the picked plan and its button, side by side: Join (through
 * the cart) for a monthly or yearly plan, Contribute once (through the one-off checkout) for one-off.
 */
export function JoinPanel({ initialPick, initialProjection }: { initialPick: PlanPick; initialProjection: ProjectionState | null }) {
  const [pick, setPick] = useState(initialPick);
  const [customText, setCustomText] = useState(() => initialCustomText(initialPick));
  const [customError, setCustomError] = useState<string | null>(null);
  const customRef = useRef<HTMLInputElement>(null);
  const { state, pending } = useBalanceProjection(pick, initialProjection ? { pick: initialPick, state: initialProjection } : null);

  const choose = (next: PlanPick) => {
    setPick(next);
    // The address follows the pick so a reload or a shared link shows the same plan; router state is kept.
    const url = `${window.location.pathname}${searchForPick(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  };

  // Choosing a tab or a fixed amount leaves the custom amount.
  const choosePlan = (next: PlanPick) => {
    setCustomText("");
    setCustomError(null);
    choose(next);
  };

  const custom = customText === "" ? null : parseOneOffAmount(customText);
  const onCustomChange = (text: string) => {
    setCustomText(text);
    const parsed = text.trim() === "" ? null : parseOneOffAmount(text);
    if (parsed?.ok) choose({ period: "one_off", amount: parsed.amount });
    // A message already shown follows the typing; a new one waits for the field to be left.
    if (customError !== null) setCustomError(parsed && !parsed.ok ? parsed.message : null);
  };
  const onCustomBlur = () => setCustomError(custom && !custom.ok ? custom.message : null);
  const onInvalidAmount = () => {
    if (custom && !custom.ok) setCustomError(custom.message);
    customRef.current?.focus();
  };

  const oneOffAmount = custom === null ? pick.amount : custom.ok ? custom.amount : null;

  return (
    <section className="join-panel" aria-labelledby="join-panel-title">
      <div className="join-panel-choose">
        <h2 id="join-panel-title" className="membership-section-title">
          Choose your contribution
        </h2>
        <p className="join-panel-text">Every dollar you contribute becomes store credit, and each contribution earns a 2% bonus on top.</p>
        <PlanPicker
          pick={pick}
          onChange={choosePlan}
          custom={{ text: customText, error: customError, onChange: onCustomChange, onBlur: onCustomBlur, inputRef: customRef }}
        />
        {pick.period === "one_off" ? <OneOffContributeButton amount={oneOffAmount} onInvalid={onInvalidAmount} /> : <JoinMembershipButton pick={pick} />}
      </div>
      <div className="join-panel-chart">
        <BalanceChart state={state} planLabel={pickPrice(pick)} busy={pending && state.status !== "loading"} />
      </div>
    </section>
  );
}
