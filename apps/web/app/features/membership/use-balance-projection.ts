import { useEffect, useState } from "react";
import { callApi } from "../../lib/browser-api.ts";
import type { ProjectionState } from "./balance-chart.tsx";
import type { PlanPick } from "./membership-plans.ts";
import { projectionNewPath } from "./membership-paths.ts";
import { projectionState } from "./projection-series.ts";

/** Spec 1 §7: projection results are memoised; a failed one is asked again next time. */
const memo = new Map<string, Promise<ProjectionState>>();

function loadProjection(pick: PlanPick): Promise<ProjectionState> {
  const path = projectionNewPath(pick.amount, pick.period);
  const known = memo.get(path);
  if (known) return known;
  const pending = callApi("GET", path).then(projectionState);
  memo.set(path, pending);
  void pending.then((state) => {
    if (state.status === "error") memo.delete(path);
  });
  return pending;
}

/**
 * The projected balance of the picked plan. The first pick's comes rendered from the server when it
 * could be read; later picks are fetched in the browser. While the next pick loads, the last chart
 * stays up (marked busy) so the page does not jump.
 */
export function useBalanceProjection(
  pick: PlanPick,
  initial: { pick: PlanPick; state: ProjectionState } | null = null,
): { state: ProjectionState; pending: boolean } {
  const rendered = initial !== null && samePick(initial.pick, pick) ? initial.state : null;
  const [state, setState] = useState<ProjectionState>(rendered ?? { status: "loading" });
  const [pending, setPending] = useState(rendered === null);
  useEffect(() => {
    if (initial && initial.state.status === "ready") {
      const path = projectionNewPath(initial.pick.amount, initial.pick.period);
      if (!memo.has(path)) memo.set(path, Promise.resolve(initial.state));
    }
    let current = true;
    setPending(true);
    void loadProjection(pick).then((next) => {
      if (!current) return;
      setState(next);
      setPending(false);
    });
    return () => {
      current = false;
    };
  }, [pick.period, pick.amount]);
  return { state, pending };
}

function samePick(a: PlanPick, b: PlanPick): boolean {
  return a.amount === b.amount && a.period === b.period;
}
