import { loanLifecycle } from "@maison/domain/loans/loan-lifecycle";
import type { LifecycleBinding } from "../../platform/lifecycle/transitions.ts";

/** A loan's state is `loans.state` (decision 048). */
export const LOAN_BINDING = {
  lifecycle: loanLifecycle,
  table: "loans",
  idColumn: "id",
  stateColumn: "state",
  updatedAtColumn: "updated_at",
} as const satisfies LifecycleBinding<string, string, never>;
