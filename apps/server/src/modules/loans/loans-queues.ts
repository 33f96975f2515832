import type { Db } from "../../db/database.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import { countLoansByState } from "./loan.repository.ts";

/** The console dashboard's loan queues: pieces to receive and fund, repaid pieces to ship back. */
export function loansQueues(db: Db): OpsQueueSource[] {
  const count = async (states: readonly string[]) => {
    const counts = await countLoansByState(db.kysely);
    return states.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
  };
  return [
    { queue: async () => ({ key: "loans_to_fund", label: "Loans: to receive and fund", count: await count(["requested", "in_transit"]), href: "/ops/loans?queue=to_fund", capability: "authentication" }) },
    { queue: async () => ({ key: "loans_to_ship_back", label: "Loans: repaid, to ship back", count: await count(["repaid"]), href: "/ops/loans?queue=to_ship_back", capability: "receiving" }) },
  ];
}
