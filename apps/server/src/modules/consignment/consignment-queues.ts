import { OPS_CONSIGNMENT_QUEUES, type OpsConsignmentQueue } from "@maison/contracts/consignment";
import type { Db } from "../../db/database.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { countConsignmentsByState } from "./consignment.repository.ts";

const DASHBOARD: OpsConsignmentQueue[] = ["to_review", "to_list", "to_ship_back"];

/** The console dashboard's consignment queues: pieces to review, to list, to ship back. */
export function consignmentQueues(db: Db): OpsQueueSource[] {
  return DASHBOARD.map((key) => ({
    queue: async () => {
      const counts = await countConsignmentsByState(db.kysely);
      const { label, states, capability } = OPS_CONSIGNMENT_QUEUES[key];
      return { key: `consignments_${key}`, label: `Consignments: ${label.toLowerCase()}`, count: states.reduce((n, s) => n + (counts.get(s) ?? 0), 0), href: `/ops/consignments?queue=${key}`, capability };
    },
  }));
}
