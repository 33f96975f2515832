import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { PartnerService } from "./partner.service.ts";

export interface PartnersModuleServices {
  partners: PartnerService;
}

/** Partners (department stores, boutiques) and their codes. */
export function createPartnersModule(platform: Platform): AppModule<PartnersModuleServices> {
  return { name: "partners", services: { partners: new PartnerService(platform.db) } };
}
