import { FinancingEstimateQuery, FinancingEstimateResponse } from "@maison/contracts/financing";
import { ErrorBody } from "@maison/contracts/error";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { FinancingEstimator } from "./financing-estimator.ts";

/** Dollars with up to two decimals ("2450.5") to cents, without floating-point drift. */
export function dollarsTextToCents(text: string): number {
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** GET /v6/financing/estimate/?amount= — monthly payment options for an amount in dollars. */
export async function financingRoutes(api: ApiInstance, estimator: FinancingEstimator): Promise<void> {
  api.get(
    "/v6/financing/estimate/",
    {
      schema: {
        tags: ["financing"],
        summary: "Monthly payment estimates for an amount in US dollars (answer in cents).",
        querystring: FinancingEstimateQuery,
        response: { 200: FinancingEstimateResponse, 400: ErrorBody },
      },
    },
    async (request) => estimator.estimate(dollarsTextToCents(request.query.amount)),
  );
}
