import type { SelectedCountryResponse } from "@maison/contracts/country";
import { countryNameOf } from "@maison/domain/content/countries";
import { countryCurrency } from "@maison/domain/content/country-currency";
import type { ReferenceRateService } from "./reference-rate.service.ts";

/** The country a request shops from, with the currency its shoppers see and that currency's reference rate. */
export class CountryService {
  constructor(private readonly rates: ReferenceRateService) {}

  async selection(countryCode: string): Promise<SelectedCountryResponse> {
    const country = countryCurrency(countryCode);
    return {
      country: { ...country, name: countryNameOf(country.country_code) },
      reference_rate: await this.rates.rateFor(country.currency),
    };
  }
}
