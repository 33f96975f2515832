import { Ajv, type ValidateFunction } from "ajv";
import type { JsonSchema, Operation } from "./openapi-document.ts";

/** An answer as inject() gives it. */
export interface FuzzResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * Holds an answer to what the document says of its operation: never a 5xx, a status the operation
 * declares (its own codes, not the catch-all `default`), and a JSON body valid against the schema
 * documented for that status. Returns what is wrong, or null.
 */
export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  private readonly compiled = new Map<JsonSchema, ValidateFunction>();

  /** Compiles every documented schema up front, so checking an answer takes no time from the server's. */
  prepare(operations: readonly Operation[]): void {
    for (const operation of operations) for (const schema of operation.responses.values()) if (schema) this.validatorFor(schema);
  }

  problemWith(operation: Operation, response: FuzzResponse): string | null {
    const status = response.statusCode;
    if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
    if (!operation.responses.has(status)) return `answered ${status}, which the document does not declare (it declares ${[...operation.responses.keys()].join(", ")})`;
    const schema = operation.responses.get(status);
    const type = String(response.headers["content-type"] ?? "");
    if (status === 204) return response.body === "" ? null : `answered 204 with a body: ${response.body.slice(0, 100)}`;
    if (!schema || !type.includes("json")) return null;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `answered ${status} with ${type} that is not JSON: ${response.body.slice(0, 100)}`;
    }
    const validate = this.validatorFor(schema);
    if (validate(body)) return null;
    const first = validate.errors?.[0];
    return `answered ${status} with a body that disagrees with its schema at ${first?.instancePath || "/"}: ${first?.message} — ${response.body.slice(0, 300)}`;
  }

  private validatorFor(schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(asJsonSchema(schema) as JsonSchema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/**
 * An OpenAPI 3.0 schema as JSON Schema: 3.0 writes an exclusive bound as `minimum` plus a boolean
 * `exclusiveMinimum` (zod's `.positive()`), JSON Schema as a number.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = asJsonSchema(inner);
  for (const [exclusive, bound] of [["exclusiveMinimum", "minimum"], ["exclusiveMaximum", "maximum"]] as const) {
    if (typeof out[exclusive] !== "boolean") continue;
    if (out[exclusive] === true && typeof out[bound] === "number") {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  return out;
}
