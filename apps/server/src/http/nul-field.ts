/** The characters no field accepts: U+0000, which PostgreSQL cannot store in text. */
export const NUL = "\u0000";

interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

/**
 * The path of the first string (or key) holding U+0000 in a parsed query, body or GraphQL variable,
 * at any depth, else null. Strings are read as they are, keys too; the path joins keys with dots
 * under `root`, except for the roots of a request (`body`, `query`, `params`), whose fields are named
 * alone (`extra.notes.1`). The walk keeps its own stack, so no nesting exhausts the call stack, and
 * builds a path only for what it finds. Pure.
 */
export function nulFieldIn(value: unknown, root: string): string | null {
  const top: Step = { value, key: root, parent: null };
  const stack: Step[] = [top];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (step.parent && step.key.includes(NUL)) return pathOf(step);
    const current = step.value;
    if (typeof current === "string") {
      if (current.includes(NUL)) return pathOf(step);
      continue;
    }
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    // Pushed last to first, so that the first field at fault is the one found.
    for (let n = entries.length - 1; n >= 0; n -= 1) stack.push({ value: entries[n]![1], key: entries[n]![0], parent: step });
  }
  return null;
}

const REQUEST_ROOTS = new Set(["body", "query", "params"]);

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | null = step; at; at = at.parent) keys.push(at.key);
  keys.reverse();
  return REQUEST_ROOTS.has(keys[0]!) && keys.length > 1 ? keys.slice(1).join(".") : keys.join(".");
}
