import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { countriesRoutes } from "./countries.routes.ts";
import { CountryService } from "./country.service.ts";
import { createReferenceRateFeed } from "./reference-rate-feed.ts";
import { REFERENCE_RATES_REFRESH_JOB, ReferenceRateService } from "./reference-rate.service.ts";

export interface CountriesModuleServices {
  /** The request's country and its reference rate (decision 063). */
  countries: CountryService;
  referenceRates: ReferenceRateService;
}

/** Countries (decision 063): the selected country, and the reference rates behind approximate local prices. */
export function createCountriesModule(platform: Platform): AppModule<CountriesModuleServices> {
  const { db, clock, env, jobs } = platform;
  // With a live feed configured, stale rates ask for a refresh; the bundled file alone never changes.
  const referenceRates = new ReferenceRateService(db, clock, createReferenceRateFeed(env.REFERENCE_RATES_URL), {
    ...(env.REFERENCE_RATES_URL ? { refreshJobs: jobs } : {}),
  });
  const countries = new CountryService(referenceRates);
  return {
    name: "countries",
    services: { countries, referenceRates },
    apiRoutes: (api) => countriesRoutes(api, countries),
    jobs: {
      [REFERENCE_RATES_REFRESH_JOB]: async () => {
        await referenceRates.refresh();
      },
    },
  };
}
