import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { CAPTURE_JOB, HOLD_EXPIRY_JOB, type HoldExpiryPayload, type OrderPlacementService } from "./order-placement.service.ts";

/**
 * The checkout's timed work: lapsed item holds are deleted and the wallet holds of placements that
 * never completed are released; a capture that failed after the order committed is retried.
 */
export function registerCheckoutJobs(jobs: JobRunner, deps: { placement: OrderPlacementService }): void {
  jobs.register(HOLD_EXPIRY_JOB, async (payload) => {
    await deps.placement.expireHolds(payload as HoldExpiryPayload);
  });
  jobs.register(CAPTURE_JOB, async (payload) => {
    await deps.placement.capture((payload as { orderId: string }).orderId);
  });
}
