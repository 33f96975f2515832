import { defineConfig } from "vitest/config";

/**
 * Three test projects, selected with `vitest run --project <name>`:
 *
 *   unit         pure, fast tests beside the code they test (no database, no network)
 *   integration  the server through app.inject() on a real database; TEST_DB=sqlite (default) or
 *                TEST_DB=postgres with TEST_DATABASE_URL (npm test starts a throwaway cluster)
 *   e2e          the real server process driven by Chromium (see e2e/support)
 *
 * `npm test` runs them all in order; see scripts/test.mjs.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "apps/server/src/**/*.test.ts",
          ],
          testTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["apps/server/test/integration/**/*.test.ts"],
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.e2e.ts"],
          pool: "forks",
          fileParallelism: false,
          // A whole journey in a real browser, on a CI machine of two cores: a bound for a hung test, not a speed
          // target (speed is measured in bench/).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
