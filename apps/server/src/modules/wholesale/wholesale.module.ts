import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { WHOLESALE_APPLICATION_BINDING } from "./wholesale-application-binding.ts";
import { WHOLESALE_EMAILS, WHOLESALE_EMAILS_SUBSCRIBER, WholesaleEmailSubscribers } from "./wholesale-emails.ts";
import { wholesaleRoutes, type BusinessSignupSwitch } from "./wholesale.routes.ts";
import { WholesaleService, type ApplicantContacts } from "./wholesale.service.ts";

export interface WholesaleModuleServices {
  wholesale: WholesaleService;
}

/** The wholesale programme (decision 061): the business signup, the console's review, the applicant's e-mails. */
export function createWholesaleModule(platform: Platform, deps: { contacts: ApplicantContacts; signup?: BusinessSignupSwitch }): AppModule<WholesaleModuleServices> {
  const { db, clock, transitions, storage, outbox, env } = platform;
  const wholesale = new WholesaleService({ db, clock, transitions, storage, contacts: deps.contacts });
  const emails = new WholesaleEmailSubscribers({ outbox, contacts: deps.contacts, publicBaseUrl: env.publicBaseUrl });
  return {
    name: "wholesale",
    services: { wholesale },
    bindings: [WHOLESALE_APPLICATION_BINDING],
    apiRoutes: (api) => wholesaleRoutes(api, { wholesale, signup: deps.signup }),
    subscriptions: Object.keys(WHOLESALE_EMAILS).map((event) => ({ event, subscriber: WHOLESALE_EMAILS_SUBSCRIBER, mode: "once" as const, handler: emails.handle })),
  };
}
