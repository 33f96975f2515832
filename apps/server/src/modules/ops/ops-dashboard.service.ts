import type { OpsQueue } from "@maison/contracts/ops";
import { hasCapability, type Actor } from "@maison/domain/actor/actor";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";

/** The dashboard's queues, those the staff member's capabilities let them work. */
export class OpsDashboardService {
  constructor(private readonly sources: readonly OpsQueueSource[]) {}

  async queues(actor: Actor): Promise<OpsQueue[]> {
    const all = await Promise.all(this.sources.map((s) => s.queue()));
    return all.filter((q) => hasCapability(actor, q.capability));
  }
}
