import type { OpsQueue } from "@maison/contracts/ops";
import { hasCapability, type Actor } from "@maison/domain/actor/actor";

/** A source of one dashboard queue: each module that has work for staff adds one. */
export interface OpsQueueSource {
  queue(): Promise<Omit<OpsQueue, "count"> & { count: number }>;
}

/** The dashboard's queues, those the staff member's capabilities let them work. */
export class OpsDashboardService {
  constructor(private readonly sources: readonly OpsQueueSource[]) {}

  async queues(actor: Actor): Promise<OpsQueue[]> {
    const all = await Promise.all(this.sources.map((s) => s.queue()));
    return all.filter((q) => hasCapability(actor, q.capability));
  }
}
