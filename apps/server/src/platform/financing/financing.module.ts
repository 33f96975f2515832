import type { AppModule } from "../modules/app-module.ts";
import { BuiltInFinancingEstimator } from "./built-in-financing-estimator.ts";
import type { FinancingEstimator } from "./financing-estimator.ts";
import { financingRoutes } from "./financing.routes.ts";

export interface FinancingModuleServices {
  financing: FinancingEstimator;
}

/** Financing estimates through the `FinancingEstimator` port (today the built-in calculator). */
export function createFinancingModule(): AppModule<FinancingModuleServices> {
  const financing = new BuiltInFinancingEstimator();
  return { name: "financing", services: { financing }, apiRoutes: (api) => financingRoutes(api, financing) };
}
