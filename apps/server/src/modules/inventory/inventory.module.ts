import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { inventoryQueues } from "./inventory-queues.ts";
import { InventoryService } from "./inventory.service.ts";
import { PIECE_BINDING } from "./piece-binding.ts";

export interface InventoryModuleServices {
  inventory: InventoryService;
}

/** The piece: its state, holds and provenance (decision 032), and the console's piece queues. */
export function createInventoryModule(platform: Platform): AppModule<InventoryModuleServices> {
  const { db, clock, transitions } = platform;
  return {
    name: "inventory",
    services: { inventory: new InventoryService(db, clock, transitions) },
    bindings: [PIECE_BINDING],
    queues: inventoryQueues(db),
  };
}
