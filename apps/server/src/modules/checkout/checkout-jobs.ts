import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import { deleteExpiredHolds } from "./item-hold.repository.ts";
import { CAPTURE_JOB, HOLD_EXPIRY_JOB, type OrderPlacementService } from "./order-placement.service.ts";

/** The checkout's timed work: lapsed item holds are deleted; a capture that failed after the order committed is retried. */
export function registerCheckoutJobs(jobs: JobRunner, deps: { db: Db; clock: Clock; placement: OrderPlacementService }): void {
  jobs.register(HOLD_EXPIRY_JOB, async () => {
    await inTransaction(deps.db, (tx) => deleteExpiredHolds(tx.db, deps.clock.now().toISOString()));
  });
  jobs.register(CAPTURE_JOB, async (payload) => {
    await deps.placement.capture((payload as { orderId: string }).orderId);
  });
}
