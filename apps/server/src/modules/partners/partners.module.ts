import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Later } from "../../platform/modules/later.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { PartnerProgramService, type LeadSubmissions } from "./partner-program.service.ts";
import { PartnerService } from "./partner.service.ts";
import { partnersRoutes } from "./partners.routes.ts";

export interface PartnersModuleServices {
  partners: PartnerService;
  partnerProgram: PartnerProgramService;
}

/** Partners (department stores, boutiques) and their codes; their signup and leads (decision 062). */
export function createPartnersModule(platform: Platform, deps: { submissions: Later<LeadSubmissions> }): AppModule<PartnersModuleServices> {
  const { db, clock, events, idempotency } = platform;
  const partnerProgram = new PartnerProgramService({ db, clock, events, submissions: deps.submissions });
  return {
    name: "partners",
    services: { partners: new PartnerService(db), partnerProgram },
    apiRoutes: (api) => partnersRoutes(api, { program: partnerProgram, idempotency }),
  };
}
