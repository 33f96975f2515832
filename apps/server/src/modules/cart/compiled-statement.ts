import { createQueryId, type CompiledQuery, type Compilable, type Kysely, type QueryResult } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A statement the cart runs on every mutation, built and compiled by Kysely once per database (its
 * dialect adapter) instead of on every call (issue 17: building and compiling the cart's statements
 * showed in its profile). `build` makes the statement from placeholder arguments; each call runs the
 * same SQL with its own arguments in their places. The statement's shape must not depend on the
 * arguments' values (no `in` list whose length follows an argument, no branch on a value): a template
 * whose placeholders are not each found once among the compiled parameters is refused when first built.
 */
export function compiledStatement<A extends unknown[], R>(arity: A["length"], build: (db: Kysely<Database>, ...args: A) => Compilable<R>): (db: Kysely<Database>, ...args: A) => Promise<QueryResult<R>> {
  const templates = new WeakMap<object, { query: CompiledQuery<R>; slots: number[] }>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(db, arity, build);
      templates.set(adapter, template);
    }
    const { query, slots } = template;
    const parameters = slots.map((slot, i) => (slot < 0 ? query.parameters[i] : args[slot]));
    return db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() });
  };
}

function compileTemplate<A extends unknown[], R>(db: Kysely<Database>, arity: number, build: (db: Kysely<Database>, ...args: A) => Compilable<R>): { query: CompiledQuery<R>; slots: number[] } {
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000compiled-statement-argument-${i}\u0000`);
  const query = build(db, ...(placeholders as A)).compile();
  const slots = query.parameters.map((value) => placeholders.indexOf(value as string));
  for (let i = 0; i < arity; i += 1) {
    if (slots.filter((slot) => slot === i).length !== 1) throw new Error(`compiledStatement: argument ${i} is not one parameter of ${query.sql}`);
  }
  return { query, slots };
}
