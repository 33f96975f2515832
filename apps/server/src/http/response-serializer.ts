import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { jsonFragmentsOf, writeWithFragments } from "./json-fragments.ts";

type Serialize = (data: unknown) => string;
/** A route's serializer: a Buffer when the answer carried JSON fragments (fastify sends either as it is). */
type Write = (data: unknown) => string | Buffer;
type JsonSchema = Record<string, unknown>;

/** A response schema that is answered through zod instead of a compiled serializer, and why. */
export interface SerializerFallback {
  method: string;
  url: string;
  status: string;
  reason: string;
}

const fallbacks: SerializerFallback[] = [];

/** The responses this process has answered through zod so far (their schema cannot be compiled faithfully). */
export function serializerFallbacks(): readonly SerializerFallback[] {
  return fallbacks;
}

/**
 * The API scopes' response serializer (decision 087). Each route's zod response schema is turned once
 * into JSON Schema (zod's own `toJSONSchema`, output side) and compiled by fast-json-stringify, which
 * writes exactly the declared properties (unknown keys never leave the server) without a zod parse of
 * every answer. A schema JSON Schema cannot express faithfully (a transform, a codec, a refinement that
 * changes nothing the wire shows is fine, a custom type is not) keeps zod's serializer; so does any
 * schema fast-json-stringify refuses. With `verify` (development and tests), every answer is also
 * serialised through zod, which still validates it, and the two texts must be equal: a response that
 * breaks its contract fails as before, and the compiled serializer is checked against zod on every
 * answer the test suites make.
 */
export function compiledSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { method, url } = route;
    const status = String((route as { httpStatus?: string }).httpStatus ?? "");
    const viaZod = zodSerializerCompiler(route as never) as Serialize;
    // Compiled on a route's first answer with this status, not at start: most of the API's few hundred
    // response schemas are not answered in a given process (nor in a test file), and compiling them all
    // cost seconds of start-up and the memory of their code.
    let serialize: Write | null = null;
    const compile = (): Write => {
      let compiled: Serialize;
      try {
        compiled = compileZodSchema(route.schema);
      } catch (error) {
        fallbacks.push({ method, url, status, reason: error instanceof Error ? error.message.split("\n")[0]! : String(error) });
        return viaZod;
      }
      if (!options.verify) return (data) => withFragments(data, compiled) ?? compiled(data);
      return (data) => {
        const expected = viaZod(data);
        const written = withFragments(data, compiled);
        const actual = written === null ? compiled(data) : written.toString("utf8");
        if (actual !== expected) {
          throw new Error(`The ${written === null ? "compiled serializer" : "answer with its JSON fragments"} of ${method} ${url} (${status}) differs from zod's.\n zod:      ${expected.slice(0, 2000)}\n compiled: ${actual.slice(0, 2000)}`);
        }
        return written ?? actual;
      };
    };
    return (data) => (serialize ??= compile())(data) as string;
  };
}

/**
 * An answer carrying JSON fragments (decision 100), written with them; null when it carries none (or
 * one cannot be placed, then it is written whole). A Buffer: fastify sends it as it is.
 */
function withFragments(data: unknown, compiled: Serialize): Buffer | null {
  const fragments = jsonFragmentsOf(data);
  return fragments ? writeWithFragments(data as object, fragments, compiled) : null;
}

/** fast-json-stringify's serializer for a zod schema; throws when the schema cannot be compiled faithfully. */
export function compileZodSchema(schema: unknown): Serialize {
  const zodSchema = schema instanceof z.ZodType ? schema : (schema as { properties?: unknown }).properties;
  if (!(zodSchema instanceof z.ZodType)) throw new Error("not a zod schema");
  const json = z.toJSONSchema(zodSchema, { io: "output", unrepresentable: "throw", target: "draft-7", reused: "inline", cycles: "ref" }) as JsonSchema;
  return fastJson(forSerialization(json) as never) as Serialize;
}

/**
 * Adapts zod's JSON Schema to what fast-json-stringify writes like JSON.stringify of zod's output:
 * - `additionalProperties: false` goes: fast-json-stringify writes only the declared properties in
 *   any case, and in a union's branch (which it picks by validating) it would refuse an object that
 *   carries an extra key zod simply strips;
 * - a nullable (`anyOf` of a type and `null`) becomes one schema with both types, which fast-json-stringify
 *   writes by looking at the value instead of running a validator on every answer.
 * Anything it does not know (formats, patterns, bounds) only matters to validation and stays as it is.
 */
function forSerialization(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialization);
  if (node === null || typeof node !== "object") return node;
  const record: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === "additionalProperties" && value === false) continue;
    record[key] = forSerialization(value);
  }
  keepPropertyOrder(record);
  const nullable = asNullable(record);
  return nullable ?? record;
}

/**
 * fast-json-stringify writes an object's required properties before its optional ones; zod (and so the
 * answers so far) writes them in the schema's order. Where that would reorder them, the object is
 * compiled without `required` (a missing required property is then left out instead of failing: zod
 * still refuses it wherever answers are verified).
 */
function keepPropertyOrder(record: JsonSchema): void {
  const required = record.required;
  if (!Array.isArray(required) || record.properties === null || typeof record.properties !== "object") return;
  const keys = Object.keys(record.properties);
  const needed = new Set(required as string[]);
  const firstOptional = keys.findIndex((key) => !needed.has(key));
  if (firstOptional >= 0 && keys.slice(firstOptional).some((key) => needed.has(key))) delete record.required;
}

const SIMPLE_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array"]);

function asNullable(record: JsonSchema): JsonSchema | null {
  const branches = record.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return null;
  const nullAt = branches.findIndex((b) => isNullSchema(b));
  if (nullAt < 0) return null;
  const other = branches[1 - nullAt] as JsonSchema;
  if (typeof other.type !== "string" || !SIMPLE_TYPES.has(other.type) || "anyOf" in other || "oneOf" in other || "allOf" in other || "$ref" in other) return null;
  const { anyOf: _anyOf, ...rest } = record;
  return { ...rest, ...other, type: [other.type, "null"] };
}

function isNullSchema(node: unknown): boolean {
  if (node === null || typeof node !== "object") return false;
  const keys = Object.keys(node);
  return (node as JsonSchema).type === "null" && keys.every((k) => k === "type");
}
