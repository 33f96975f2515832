import { parse, type ASTVisitor, type DocumentNode, type GraphQLError, type ValidationContext } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { toErrorResponse } from "../../http/error-handler.ts";
import { nulError } from "../../http/request-guards.ts";
import { queryCost, STOREFRONT_MAX_ALIASES, STOREFRONT_MAX_COST, STOREFRONT_MAX_DEPTH, STOREFRONT_MAX_NODES, type QueryCost } from "./query-cost.ts";
import { longestInputList, STOREFRONT_MAX_INPUT_ARRAY } from "./input-size.ts";
import { nulArgumentIn } from "./nul-arguments.ts";
import { withoutSuggestions } from "./suggestions.ts";

/** A document longer than this many tokens is refused while it is parsed (the skeleton's largest is a few hundred). */
export const STOREFRONT_MAX_TOKENS = 5_000;

/**
 * Bounds the work one storefront request can ask for (decisions 064, 086): the document's size while
 * it is parsed, then, once it is valid and before anything runs, its depth, nodes, calculated cost and
 * aliases (query-cost.ts) with this request's variables, refused like any invalid query (HTTP 200,
 * `errors` with `extensions.code`). A NUL character the parser made out of an escape in the query
 * text is refused there too, as the request guard refuses one in the body (400 naming the argument).
 * In production the schema is not open to introspection and no error carries a "Did you mean" hint.
 */
export function queryLimits(options: { production: boolean }): Plugin {
  return {
    // Variables differ per request while validation is cached per document: their lists are measured here.
    onParams({ params, setResult }) {
      const refusal = inputSizeRefusal(longestInputList(null, params.variables));
      if (refusal) setResult({ errors: [refusal] });
    },
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => {
        try {
          return parse(source, { ...parseOptions, maxTokens: STOREFRONT_MAX_TOKENS });
        } catch (error) {
          // A syntax error, in the class Yoga answers as a GraphQL error (200, as Shopify answers a parse error).
          throw createGraphQLError((error as Error).message, { extensions: { code: "GRAPHQL_PARSE_FAILED" } });
        }
      });
    },
    onValidate({ addValidationRule }) {
      if (options.production) addValidationRule(noIntrospection);
    },
    // Validation is cached per document, and a page size or a string may come from this request's
    // variables: they are read here, on every request, once the document is valid and before anything runs.
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? undefined) as Record<string, unknown> | undefined;
      const nul = nulArgumentIn(args.document, variables);
      const refusal =
        (nul ? nulRefusal(nul) : null) ?? inputSizeRefusal(longestInputList(args.document, null)) ?? refusalOf(costOf(args.document, args.operationName ?? undefined, variables));
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    // Every answer passes here, whichever step made its errors (parsing, validation, the coercion of
    // variables, execution): in production none keeps a hint naming the schema's fields, types or values.
    onResultProcess({ result, setResult }) {
      if (options.production) setResult(withoutSuggestions(result));
    },
  };
}

/*
 * Errors are made with Yoga's createGraphQLError: the schema tools load graphql-js as CommonJS, this
 * file as an ES module, and Yoga tells its errors by the CommonJS class.
 */

/**
 * Refuses `__schema` and `__type` (introspection) in production. graphql-js has this rule, but it
 * checks the schema's types by class, and the schema is built by another copy of graphql-js (the
 * CommonJS one the schema tools load), so the rule is written here on names alone.
 */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type") {
        context.reportError(createGraphQLError(`GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`, { nodes: node }));
      }
    },
  };
}

/**
 * The measures of an operation whose cost reads no variable (page sizes and id lists written in the
 * document, as the clients' cart and product documents do), by document and operation name: measured
 * once. Yoga's parser cache hands the same document object back for the same text; an operation that
 * reads a variable is measured again on every request.
 */
const fixedCosts = new WeakMap<DocumentNode, Map<string, QueryCost>>();

function costOf(document: DocumentNode, operationName: string | undefined, variables: Readonly<Record<string, unknown>> | undefined): QueryCost {
  const known = fixedCosts.get(document)?.get(operationName ?? "");
  if (known) return known;
  let readsVariables = false;
  const watched = new Proxy(variables ?? {}, {
    get(target, name, receiver) {
      readsVariables = true;
      return Reflect.get(target, name, receiver);
    },
  });
  const measured = queryCost(document, operationName, watched);
  if (!readsVariables) {
    let byName = fixedCosts.get(document);
    if (!byName) fixedCosts.set(document, (byName = new Map()));
    byName.set(operationName ?? "", measured);
  }
  return measured;
}

/** The refusal of an operation over a limit, checked once it is valid and before it runs; null when it fits. */
function refusalOf({ cost, nodes, depth, aliases }: QueryCost): GraphQLError | null {
  if (depth > STOREFRONT_MAX_DEPTH) {
    return createGraphQLError(`Query has depth of ${depth}, which exceeds max depth of ${STOREFRONT_MAX_DEPTH}`, { extensions: { code: "MAX_DEPTH_EXCEEDED", depth, maxDepth: STOREFRONT_MAX_DEPTH } });
  }
  if (nodes > STOREFRONT_MAX_NODES) {
    return createGraphQLError(`Query asks for ${nodes} nodes, which exceeds the maximum of ${STOREFRONT_MAX_NODES}`, { extensions: { code: "MAX_NODES_EXCEEDED", nodes, maxNodes: STOREFRONT_MAX_NODES } });
  }
  if (cost > STOREFRONT_MAX_COST) {
    return createGraphQLError(`Query has complexity of ${cost}, which exceeds max complexity of ${STOREFRONT_MAX_COST}`, { extensions: { code: "MAX_COMPLEXITY_EXCEEDED", complexity: cost, maxComplexity: STOREFRONT_MAX_COST } });
  }
  if (aliases > STOREFRONT_MAX_ALIASES) {
    return createGraphQLError(`Query has ${aliases} aliases, which exceeds the maximum of ${STOREFRONT_MAX_ALIASES}`, { extensions: { code: "MAX_ALIASES_EXCEEDED", aliases, maxAliases: STOREFRONT_MAX_ALIASES } });
  }
  return null;
}

/**
 * A NUL character in an argument once the query text is parsed: the request guard's own refusal
 * (http/request-guards.ts), in GraphQL's shape with its status, code, message and field, as
 * graphql-errors.ts answers the guard's.
 */
function nulRefusal(field: string): GraphQLError {
  const { status, body } = toErrorResponse(nulError(field));
  return createGraphQLError(body.message, { extensions: { code: body.code, field, http: { status } } });
}

/** A list argument longer than Shopify allows (5,000 ids to `nodes`, 5,000 cart lines), refused before it runs. */
function inputSizeRefusal(longest: number): GraphQLError | null {
  if (longest <= STOREFRONT_MAX_INPUT_ARRAY) return null;
  return createGraphQLError(`The input array size of ${longest} is greater than the maximum allowed of ${STOREFRONT_MAX_INPUT_ARRAY}.`, { extensions: { code: "MAX_INPUT_SIZE_EXCEEDED", size: longest, maxSize: STOREFRONT_MAX_INPUT_ARRAY } });
}

