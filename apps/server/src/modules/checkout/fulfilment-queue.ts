import type { Db } from "../../db/database.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { countOrdersToShip } from "./order.repository.ts";

/** The console's "Orders to ship" queue. */
export function fulfilmentQueue(db: Db): OpsQueueSource {
  return { queue: async () => ({ key: "orders_to_ship", label: "Orders to ship", count: await countOrdersToShip(db.kysely), href: "/ops/orders?state=to_ship", capability: "fulfilment" }) };
}
