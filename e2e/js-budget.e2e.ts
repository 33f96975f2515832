import fs from "node:fs";
import path from "node:path";
import { countries } from "countries-list";
import { describe, expect, it } from "vitest";
import { measureRoute, PAGES, readManifest } from "../bench/js-budget.mjs";

/**
 * The JavaScript each storefront page loads on a first visit, read from the web build the journeys run
 * (`npm run build`), as `node bench/js-budget.mjs` measures it (decisions 084 and 085). Issue 16's budget
 * for the product page is 120 KB gzip; each page's ceiling is its measured figure with a kilobyte of
 * room, lowered as pages shrink, so that a change that adds to every page's JavaScript fails here rather
 * than in a Lighthouse run.
 */
const CEILING_KB: Readonly<Record<string, number>> = {
  home: 75,
  list: 80,
  search: 79,
  product: 81,
  cart: 80,
  checkout: 115,
  membership: 78,
};

/** Issue 16's budget for the product page. */
const PRODUCT_BUDGET_KB = 120;

const BUILD = path.resolve(import.meta.dirname, "../apps/web/build");
const CLIENT = path.join(BUILD, "client");

/** Whether any of these build files holds the text. */
function anyHolds(dir: string, files: readonly string[], marker: RegExp): boolean {
  return files.some((file) => marker.test(fs.readFileSync(path.join(dir, file), "utf8")));
}

/** Every JavaScript file under a build folder, relative to it. */
function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
}

/** zod's own class names: the API's schemas, 25 KB gzip, which only checkout checks its forms with. */
const ZOD = /\$ZodType|ZodError/;
/** The country dataset's names: the selector's options are server markup (decision 084). */
const COUNTRY_NAMES = /Afghanistan/;

describe("the storefront's JavaScript (issue 16, decisions 045 and 084)", () => {
  const manifest = readManifest(CLIENT);
  const pages = PAGES.map((page) => ({ ...page, ...measureRoute(CLIENT, manifest, page.route) }));

  it("the product page is under its budget of 120 KB gzip", () => {
    const product = pages.find((page) => page.name === "product");
    expect(product && product.gzip / 1024).toBeLessThan(PRODUCT_BUDGET_KB);
  });

  it("no page loads more than its ceiling, in gzip", () => {
    const over = pages.filter((page) => page.gzip / 1024 > (CEILING_KB[page.name] ?? 0)).map((page) => `${page.name} ${(page.gzip / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("no page but checkout loads zod, and none loads the country list", () => {
    expect(anyHolds(CLIENT, jsFiles(CLIENT), ZOD), "zod is in the build, so the check can find it").toBe(true);
    expect(countries.AF.name, "the dataset's first name by alphabet, so the check can find it").toMatch(COUNTRY_NAMES);
    const withZod = pages.filter((page) => anyHolds(CLIENT, page.files.map((f) => f.url), ZOD)).map((page) => page.name);
    expect(withZod.filter((name) => name !== "checkout")).toEqual([]);
    const withCountries = pages.filter((page) => anyHolds(CLIENT, page.files.map((f) => f.url), COUNTRY_NAMES)).map((page) => page.name);
    expect(withCountries).toEqual([]);
  });
});
