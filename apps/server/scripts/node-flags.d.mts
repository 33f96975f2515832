// Types of apps/server/scripts/node-flags.mjs for the test that imports it (src/cli/server-start-settings.test.ts).

export const SERVER_NODE_FLAGS: string[];
export const ONE_CORE_NODE_FLAGS: string[];
export const SERVER_MALLOC_ENV: Record<string, string>;
export function serverNodeFlags(env?: Record<string, string | undefined>, cores?: number): string[];
export function serverProcessEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
