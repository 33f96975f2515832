/**
 * The home country: Maison ships from and charges in the United States (spec 2 §1). Its own module so
 * that the pages that only compare a code with it (the product page's shipping line, the checkout's
 * formats) do not load the country dataset behind `country-currency.ts` (decision 084).
 */
export const HOME_COUNTRY = "US";
