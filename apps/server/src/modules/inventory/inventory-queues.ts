import type { Db } from "../../db/database.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { countByState } from "./inventory.repository.ts";

/** The console's piece queues: pieces to receive, to authenticate, and listings waiting to be published. */
export function inventoryQueues(db: Db): OpsQueueSource[] {
  const count = async (state: string) => (await countByState(db.kysely)).get(state) ?? 0;
  return [
    { queue: async () => ({ key: "pieces_to_receive", label: "Pieces to receive", count: await count("intake"), href: "/ops/pieces?state=intake", capability: "receiving" }) },
    { queue: async () => ({ key: "pieces_to_authenticate", label: "Pieces to authenticate", count: await count("received"), href: "/ops/pieces?state=received", capability: "authentication" }) },
    { queue: async () => ({ key: "listings_to_publish", label: "Listings to publish", count: await count("draft"), href: "/ops/pieces?state=draft", capability: "listing" }) },
  ];
}
