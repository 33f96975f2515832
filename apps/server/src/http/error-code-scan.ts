/**
 * Reads error codes out of TypeScript source text, for the test that keeps every code declared in the
 * contracts enums. Text-based on purpose: it runs in the unit tests without building a program.
 */

/** How a code is given where an error is made. */
export type CodeUse =
  /** A string literal (`"cart_not_found"`): must be declared, and should come from its enum. */
  | { kind: "literal"; code: string; line: number }
  /** Taken from an enum (`CartErrorCode.enum.cart_not_found`): the type checker holds it to the enum. */
  | { kind: "enum"; expression: string; line: number }
  /** Computed (`code`, `` `payment_${code}` ``): only where the test lists the site and why. */
  | { kind: "dynamic"; expression: string; line: number };

/** A code as the server spells them: lower snake case. */
const SNAKE_CODE = /^[a-z][a-z0-9_]*$/;

/** A member of a contracts enum: `CartErrorCode.enum.cart_not_found`. */
const ENUM_MEMBER = /^\w+Code\.enum\.\w+$/;

/** The calls whose argument at this index is an error code. */
const CODE_ARGUMENT: ReadonlyArray<{ call: string; index: number }> = [
  { call: "new DomainError(", index: 1 },
  { call: "new RateLimitedError(", index: 0 },
];

/** Every code given to an error constructor, and every `code: "…"` property in lower snake case. */
export function codeUses(source: string): CodeUse[] {
  const uses: CodeUse[] = [];
  for (const { call, index } of CODE_ARGUMENT) {
    for (let at = source.indexOf(call); at !== -1; at = source.indexOf(call, at + call.length)) {
      const argument = callArguments(source, at + call.length)[index];
      if (argument !== undefined) uses.push(classify(argument, lineAt(source, at)));
    }
  }
  for (const match of source.matchAll(/\bcode: "([^"]*)"/g)) {
    if (SNAKE_CODE.test(match[1]!)) uses.push({ kind: "literal", code: match[1]!, line: lineAt(source, match.index) });
  }
  return uses;
}

function classify(argument: string, line: number): CodeUse {
  const literal = /^"([^"]*)"$/.exec(argument);
  if (literal) return { kind: "literal", code: literal[1]!, line };
  const ternary = /^([^?]+)\?([^:]+):([^?:]+)$/.exec(argument);
  const results = ternary ? [ternary[2]!, ternary[3]!] : [argument];
  if (results.every((result) => ENUM_MEMBER.test(result.trim()))) return { kind: "enum", expression: argument, line };
  return { kind: "dynamic", expression: argument, line };
}

/** The top-level arguments of a call whose `(` ends just before `start`, trimmed. */
export function callArguments(source: string, start: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = start; i < source.length; i++) {
    const char = source[i]!;
    if (char === '"' || char === "'" || char === "`") {
      const end = closingQuote(source, i);
      current += source.slice(i, end + 1);
      i = end;
      continue;
    }
    if (char === "(" || char === "[" || char === "{") depth++;
    if (char === ")" || char === "]" || char === "}") {
      if (depth === 0) break;
      depth--;
    }
    if (char === "," && depth === 0) {
      args.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  if (current.trim() !== "") args.push(current.trim());
  return args;
}

/** The index of the quote closing the string that opens at `start` (template holes may nest strings). */
function closingQuote(source: string, start: number): number {
  const quote = source[start]!;
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (quote === "`" && source.startsWith("${", i)) i = closingBrace(source, i + 2);
    else if (source[i] === quote) return i;
  }
  return source.length - 1;
}

function closingBrace(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i]!;
    if (char === '"' || char === "'" || char === "`") i = closingQuote(source, i);
    else if (char === "{") depth++;
    else if (char === "}") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return source.length - 1;
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}
