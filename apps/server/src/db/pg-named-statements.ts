import type pg from "pg";

/** How many distinct SQL texts get a name (per process; each connection prepares those it runs, once). */
export const NAMED_STATEMENT_LIMIT = 500;

const WRAPPED = Symbol("named statements");

/** Only reads and writes of rows are named: a migration's DDL runs once and would only use up names. */
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * The pool Kysely's PostgresDialect is given: every query Kysely sends with parameters goes as a named
 * prepared statement, keyed by its SQL text, so each pooled connection parses a statement once and then
 * only binds and executes it (reads and writes of rows only; DDL and transaction control go as before). Measured on the bench (bench/profiles/platform.md), that saves the
 * server's own CPU (the Parse and Describe messages and their answers) as well as PostgreSQL's parsing.
 *
 * Safe with the pool: node-postgres records per connection which names it has prepared (forgetting a
 * name whose Parse failed), a new connection starts empty, and a name always stands for one text. Each
 * connection is set to plan every execution for its parameters (`plan_cache_mode = force_custom_plan`),
 * as the unnamed statements were, so a statement never switches to a generic plan. Not for a pooler in
 * transaction mode (PgBouncer), which may move the statements between server connections.
 */
export function withNamedStatements(pool: pg.Pool, limit = NAMED_STATEMENT_LIMIT): pg.Pool {
  const names = new Map<string, string>();
  pool.on("connect", (client) => {
    // Queued before any query of the client's; a server without the setting (before PostgreSQL 12) plans as it did.
    client.query("SET plan_cache_mode = force_custom_plan").catch(() => undefined);
  });
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && !DATA_STATEMENT.test(text)) return undefined;
    if (name === undefined && names.size < limit) names.set(text, (name = `maison_${names.size}`));
    return name;
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== "connect") return Reflect.get(target, property, receiver) as unknown;
      return async () => {
        const client = (await target.connect()) as pg.PoolClient & { [WRAPPED]?: true };
        if (!client[WRAPPED]) {
          client[WRAPPED] = true;
          const query = client.query.bind(client) as QueryFunction;
          (client as unknown as { query: QueryFunction }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
            const name = typeof text === "string" && Array.isArray(values) && rest.length === 0 ? nameOf(text) : undefined;
            return name === undefined ? query(text, values, ...rest) : query({ name, text, values });
          };
        }
        return client;
      };
    },
  });
}
