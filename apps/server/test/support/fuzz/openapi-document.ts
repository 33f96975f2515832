/** The parts of the served OpenAPI document the fuzz suite reads: operations, their inputs and their answers. */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document, flattened for generating requests to it. */
export interface Operation {
  /** `POST /api/v6/favorites/`, as a report names it and FUZZ_ONLY selects it. */
  id: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The document's path, with `{name}` holes. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  headerParams: OpenApiParameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: { required: boolean; schema: JsonSchema } | null;
  /** Status code → the JSON schema of its body (null when the document gives none). `default` left out. */
  responses: Map<number, JsonSchema | null>;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document (HEAD and OPTIONS are Fastify's own and not documented). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.["application/json"]?.schema;
      const responses = new Map<number, JsonSchema | null>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^\d{3}$/.test(status)) continue;
        responses.set(Number(status), response.content?.["application/json"]?.schema ?? null);
      }
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation["method"],
        path,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        headerParams: parameters.filter((p) => p.in === "header"),
        body: json ? { required: operation.requestBody?.required ?? false, schema: json } : null,
        responses,
      });
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The document's path with its holes filled, each value percent-encoded as one segment. A value with
 * a lone surrogate, which has no UTF-8 form, is sent as an invalid UTF-8 byte (%FF) in its place.
 */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_hole, name: string) => segment(values[name] ?? "x"));
}

function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.split(/[\ud800-\udfff]/).map(encodeURIComponent).join("%FF");
  }
}
