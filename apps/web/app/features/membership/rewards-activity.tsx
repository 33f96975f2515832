import { useEffect, useState } from "react";
import type { RewardsActivityResponse } from "@maison/contracts/membership";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { callApi } from "../../lib/browser-api.ts";
import { ACTION_FALLBACK_MESSAGE, actionOutcome } from "./manage-actions.ts";
import { MEMBERSHIP_API } from "./membership-paths.ts";
import { formatDate } from "./membership-status.ts";
import { activityLabel, signedDollars } from "./rewards-activity-format.ts";

type ActivityState = { status: "loading" } | { status: "ready"; data: RewardsActivityResponse } | { status: "error"; message: string };

/**
 * The history of the rewards credit (GET /shop-plus/api/rewards-activity/): contributions, bonuses,
 * spends, forfeits and refunds, newest first. It loads in the browser; `version` changes after a
 * membership change so the list is read again.
 */
export function RewardsActivity({ version }: { version: string }) {
  const [state, setState] = useState<ActivityState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    void callApi("GET", MEMBERSHIP_API.rewardsActivity).then(async (result) => {
      // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
      const { RewardsActivityResponse } = await import("@maison/contracts/membership");
      if (!current) return;
      const parsed = result.ok ? RewardsActivityResponse.safeParse(result.body) : null;
      if (parsed?.success) setState({ status: "ready", data: parsed.data });
      else setState({ status: "error", message: result.ok ? ACTION_FALLBACK_MESSAGE : actionOutcome(result, "").message });
    });
    return () => {
      current = false;
    };
  }, [version]);

  if (state.status === "loading") {
    return (
      <p className="membership-muted" role="status">
        Loading your rewards activity…
      </p>
    );
  }
  if (state.status === "error") return <FormMessage tone="error">{state.message}</FormMessage>;
  const entries = [...state.data.activity].sort((a, b) => b.date.localeCompare(a.date));
  if (entries.length === 0) {
    return (
      <EmptyState title="No activity yet">
        <p>Contributions, bonuses and what you spend from your rewards credit will be listed here.</p>
      </EmptyState>
    );
  }
  return (
    // On a phone the table scrolls sideways in its own box: a region the keyboard can reach and scroll.
    <div className="rewards-activity-scroll" tabIndex={0} role="region" aria-label="Rewards credit activity">
      <table className="rewards-activity-table">
        <caption className="visually-hidden">Rewards credit activity, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Activity</th>
            <th scope="col">Details</th>
            <th scope="col" className="rewards-activity-amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDate(entry.date)}</td>
              <th scope="row">{activityLabel(entry.type)}</th>
              <td>{entry.description}</td>
              <td className="rewards-activity-amount">{signedDollars(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
