import type { BalanceProjectionResponse } from "@maison/contracts/membership";
import { dollarsToCents } from "@maison/domain/money/cents";
import { apiMessage } from "../identity/api-message.ts";
import type { BalancePoint } from "./balance-chart-scale.ts";
import type { ProjectionState } from "./balance-chart.tsx";

/** Spec 1 §8: a failed projection shows the error detail, or this. */
export const PROJECTION_FALLBACK_MESSAGE = "The request is still processing, please try again later.";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * The chart's months from a balance-projection answer (amounts in dollars on the wire): labelled by
 * the month the date falls in ("Apr 2026"), or "Month N" when the date cannot be read.
 */
export function toBalanceSeries(response: BalanceProjectionResponse): BalancePoint[] {
  return [...response.balance_projection]
    .sort((a, b) => a.month - b.month)
    .map((point) => {
      const date = new Date(`${point.date.slice(0, 10)}T00:00:00Z`);
      return {
        label: Number.isNaN(date.getTime()) ? `Month ${point.month}` : monthYear.format(date),
        balanceCents: dollarsToCents(point.balance),
      };
    });
}

/** What a projection call came back with, as the chart shows it. */
export async function projectionState(result: { ok: boolean; body: unknown }): Promise<ProjectionState> {
  if (result.ok) {
    // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
    const { BalanceProjectionResponse } = await import("@maison/contracts/membership");
    const parsed = BalanceProjectionResponse.safeParse(result.body);
    if (parsed.success) return { status: "ready", series: toBalanceSeries(parsed.data) };
    return { status: "error", message: PROJECTION_FALLBACK_MESSAGE };
  }
  return { status: "error", message: apiMessage(result.body) ?? PROJECTION_FALLBACK_MESSAGE };
}
