import type { OpsQueue } from "@maison/contracts/ops";

/** A source of one console dashboard queue: each module that has work for staff offers its own. */
export interface OpsQueueSource {
  queue(): Promise<Omit<OpsQueue, "count"> & { count: number }>;
}
