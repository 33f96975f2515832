// Types of bench/js-budget.mjs for the tests that import it (e2e/js-budget.e2e.ts).

export interface BudgetPage {
  name: string;
  route: string;
  budgetKb: number | null;
}

export interface RouteMeasure {
  route: string;
  files: { url: string; raw: number; gzip: number; brotli: number }[];
  count: number;
  raw: number;
  gzip: number;
  brotli: number;
  inlineManifest: { raw: number; gzip: number; brotli: number };
}

export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module?: string; imports?: string[] }>;
}

export const PAGES: readonly BudgetPage[];
export function readManifest(clientDir: string): RouteManifest;
export function routeFiles(manifest: RouteManifest, routeId: string): string[];
export function measureRoute(clientDir: string, manifest: RouteManifest, routeId: string): RouteMeasure;
