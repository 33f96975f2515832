import type { ExecutionResult, GraphQLError } from "graphql";
import { createGraphQLError, isAsyncIterable } from "graphql-yoga";

/**
 * graphql-js ends many messages with a hint that names what the schema has: `Did you mean "title"?`
 * for a misspelt field or argument, `Did you mean the enum value "PRICE"?` for a misspelt enum value
 * in a variable, `Did you mean "lines"?` for a misspelt input field, `Did you mean to use an inline
 * fragment on "Product"?`. In production none is shown (issue 18): the schema is not open to callers.
 */
const SUGGESTION = / Did you mean [^?]*\?/g;

export function withoutSuggestion(message: string): string {
  return message.replace(SUGGESTION, "");
}

type Result = ExecutionResult | ExecutionResult[] | AsyncIterable<ExecutionResult>;

/** An answer (one result, a batch) whose errors' messages lost their hints; a stream is left as it is (the schema has none). */
export function withoutSuggestions<T extends Result>(result: T): T {
  if (isAsyncIterable(result)) return result;
  if (Array.isArray(result)) return result.map((one) => resultWithout(one)) as T;
  return resultWithout(result as ExecutionResult) as T;
}

function resultWithout(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => errorWithout(error)) };
}

function errorWithout(error: GraphQLError): GraphQLError {
  const message = withoutSuggestion(error.message);
  if (message === error.message) return error;
  return createGraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: error.extensions });
}
