import type { AppModule } from "../../platform/modules/app-module.ts";
import type { OpsQueueSource } from "../../platform/modules/ops-queue-source.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { ListingServices } from "../catalog/listing-services.ts";
import type { OrderConsoleService } from "../checkout/order-console.service.ts";
import type { OrderFulfilmentService } from "../checkout/order-fulfilment.service.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import { OpsDashboardService } from "./ops-dashboard.service.ts";
import { withPeopleNamed, withSellerNamed, type PeopleDirectory } from "./ops-people.ts";
import { opsSubmissionsRoutes } from "./ops-submissions.routes.ts";
import type { SellingConsoleService } from "../selling/selling-console.service.ts";
import { opsOrdersRoutes } from "./ops-orders.routes.ts";
import { opsPiecesRoutes } from "./ops-pieces.routes.ts";
import { OpsPiecesService } from "./ops-pieces.service.ts";
import { opsRoutes } from "./ops.routes.ts";

export interface OpsModuleServices {
  opsDashboard: OpsDashboardService;
  opsPieces: OpsPiecesService;
}

export interface OpsModuleDeps {
  listings: ListingServices;
  inventory: InventoryService;
  fulfilment: OrderFulfilmentService;
  orderConsole: OrderConsoleService;
  sellingConsole: SellingConsoleService;
  /** Identity's names and e-mails of the people behind records. */
  people: PeopleDirectory;
  /** The dashboard's queues, in the order it lists them, from the modules that own the work. */
  queues: readonly OpsQueueSource[];
}

/** The console's calls under `/api/ops/` (decision 033): the dashboard, pieces, orders and sellers' submissions. */
export function createOpsModule(platform: Platform, deps: OpsModuleDeps): AppModule<OpsModuleServices> {
  const opsDashboard = new OpsDashboardService(deps.queues);
  const opsPieces = new OpsPiecesService(deps.people, deps.listings.listings, deps.listings.publication, deps.inventory);
  return {
    name: "ops",
    services: { opsDashboard, opsPieces },
    apiRoutes: async (api) => {
      await opsRoutes(api, opsDashboard);
      await opsPiecesRoutes(api, opsPieces, deps.listings.photos);
      await opsOrdersRoutes(api, { console: deps.orderConsole, fulfilment: deps.fulfilment, named: (detail) => withPeopleNamed(deps.people, detail) });
      await opsSubmissionsRoutes(api, deps.sellingConsole, (detail) => withSellerNamed(deps.people, detail));
    },
  };
}
