import { useState } from "react";
import { BalanceChart } from "./balance-chart.tsx";
import { JoinMembershipButton } from "./join-membership-button.tsx";
import { pickPrice, searchForPick, type PlanPick } from "./membership-plans.ts";
import { PlanPicker } from "./plan-picker.tsx";
import type { ProjectionState } from "./balance-chart.tsx";
import { useBalanceProjection } from "./use-balance-projection.ts";

/** The plan picker, the projected balance of the picked plan and the Join button, side by side. */
export function JoinPanel({ initialPick, initialProjection }: { initialPick: PlanPick; initialProjection: ProjectionState | null }) {
  const [pick, setPick] = useState(initialPick);
  const { state, pending } = useBalanceProjection(pick, initialProjection ? { pick: initialPick, state: initialProjection } : null);

  const choose = (next: PlanPick) => {
    setPick(next);
    // The address follows the pick so a reload or a shared link shows the same plan; router state is kept.
    const url = `${window.location.pathname}${searchForPick(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <section className="join-panel" aria-labelledby="join-panel-title">
      <div className="join-panel-choose">
        <h2 id="join-panel-title" className="membership-section-title">
          Choose your contribution
        </h2>
        <p className="join-panel-text">Every dollar you contribute becomes store credit, and each contribution earns a 2% bonus on top.</p>
        <PlanPicker pick={pick} onChange={choose} />
        <JoinMembershipButton pick={pick} />
      </div>
      <div className="join-panel-chart">
        <BalanceChart state={state} planLabel={pickPrice(pick)} busy={pending && state.status !== "loading"} />
      </div>
    </section>
  );
}
