import type { Db } from "../../db/database.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { countTradeInsByState } from "./trade-in.repository.ts";

/** The console dashboard's trade-in queue: traded pieces checked in at the seller desk, to credit or revise. */
export function tradeInQueues(db: Db): OpsQueueSource[] {
  return [
    {
      queue: async () => ({
        key: "trade_ins_to_inspect",
        label: "Trade-ins: to inspect",
        count: (await countTradeInsByState(db.kysely)).get("inspected") ?? 0,
        href: "/ops/trade-ins?queue=to_inspect",
        capability: "pricing",
      }),
    },
  ];
}
