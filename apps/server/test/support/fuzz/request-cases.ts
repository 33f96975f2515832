import fc from "fast-check";
import { generateSync } from "json-schema-faker";
import { fillPath, type JsonSchema, type Operation } from "./openapi-document.ts";

/**
 * What one generated request does to an operation: `valid` fills every input from the document's
 * schemas (json-schema-faker); the others start from a valid request and break one thing.
 */
export const MUTATIONS = [
  "valid",
  "wrong_type",
  "missing_required",
  "huge_string",
  "control_characters",
  "deep_nesting",
  "unknown_fields",
  "bad_id",
  "wrong_content_type",
  "malformed_json",
  "oversized_body",
  "cross_site",
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** The random choices behind one request, printed when it fails. */
export interface RequestCase {
  mutation: Mutation;
  /** Seed of json-schema-faker for the valid inputs. */
  fakerSeed: number;
  /** Which input (path, query or body field) the mutation breaks. */
  pick: number;
  junk: unknown;
  text: string;
  size: number;
  depth: number;
  badId: string;
  contentType: string;
}

/** An inject() request. */
export interface FuzzRequest {
  method: Operation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who sends it: their bearer token, or none. */
export interface Caller {
  name: string;
  token: string | null;
}

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const AWKWARD = fc.constantFrom("\u0000", "\u007f", "\u2028", "\u202e", "\ud800", "\ufeff", "'", '"', "\\", "%00", "${x}", "<script>", "'; DROP TABLE users; --");

/** Strings made of control characters (NUL included), lone surrogates and quoting characters. */
export const awkwardText = fc.array(fc.oneof(CONTROL, AWKWARD, fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));

/** A JSON value of any type, for putting where another type belongs. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("", "0", "-1", "1e309", "true", "[object Object]", "NaN"),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
);

/** Ids no record has, in shapes a handler may not expect. */
const BAD_IDS = [
  "0",
  "-1",
  "99999999999999999999999",
  "1.5",
  "../../etc/passwd",
  "null",
  "' OR '1'='1",
  "a\u0000b",
  "\u0001",
  "%",
  "🙂",
  " ",
  "x".repeat(301),
  "00000000-0000-0000-0000-000000000000",
];

const CONTENT_TYPES = ["text/plain", "application/xml", "multipart/form-data; boundary=fuzz", "application/x-www-form-urlencoded", "application/json; charset=utf-16", "image/png", ""];

/** The random choices of one request to `operation`: only the mutations that can apply to it. */
export function requestCases(operation: Operation): fc.Arbitrary<RequestCase> {
  const hasBody = operation.method !== "GET";
  const mutations = MUTATIONS.filter((mutation) => {
    if (mutation === "bad_id") return operation.pathParams.length > 0;
    if (["wrong_content_type", "malformed_json", "oversized_body", "cross_site", "deep_nesting", "unknown_fields"].includes(mutation)) return hasBody;
    return true;
  });
  return fc.record({
    mutation: fc.constantFrom(...mutations),
    fakerSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    pick: fc.nat(),
    junk: junkValue,
    text: awkwardText,
    size: fc.integer({ min: 5_000, max: 200_000 }),
    depth: fc.integer({ min: 40, max: 5_000 }),
    badId: fc.constantFrom(...BAD_IDS),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  });
}

/** A value valid for `schema`, or `fallback` when the faker cannot make one. */
function fake(schema: JsonSchema | undefined, seed: number, fallback: unknown = "x"): unknown {
  if (!schema) return fallback;
  try {
    return generateSync(schema as never, { seed, maxItems: 3, maxDefaultItems: 2, maxLength: 24, maxDepth: 4, optionalsProbability: 0.6 });
  } catch {
    return fallback;
  }
}

const asParam = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/** Stands where the deeply nested value goes, until the body is written as text (JSON.stringify would recurse). */
const NESTED = "\u{1f9ea}nested";

/** `depth` arrays or objects inside each other around `leaf`, as JSON text. */
function nestedJson(depth: number, leaf: unknown, asObject: boolean): string {
  const inner = JSON.stringify(leaf ?? null);
  return asObject ? '{"a":'.repeat(depth) + inner + "}".repeat(depth) : "[".repeat(depth) + inner + "]".repeat(depth);
}

/** Builds the request of `c` to `operation` for `caller`. */
export function buildRequest(operation: Operation, c: RequestCase, caller: Caller): FuzzRequest {
  const pathValues: Record<string, string> = {};
  operation.pathParams.forEach((param, i) => (pathValues[param.name] = asParam(fake(param.schema, c.fakerSeed + i, "1"))));
  const query: Array<[string, unknown]> = [];
  operation.queryParams.forEach((param, i) => {
    if (param.required || (c.fakerSeed >> i) % 2 === 0) query.push([param.name, fake(param.schema, c.fakerSeed + 100 + i, "1")]);
  });
  const headers: Record<string, string> = {};
  operation.headerParams.forEach((param, i) => (headers[param.name] = asParam(fake(param.schema, c.fakerSeed + 200 + i, `fuzz-${c.fakerSeed}`))));
  let body: unknown = operation.body ? fake(operation.body.schema, c.fakerSeed + 300, {}) : operation.method === "GET" ? undefined : {};
  let rawBody: string | Buffer | undefined;
  let contentType = "application/json";

  // The inputs a mutation can break: path params, query params, the body's top-level fields.
  const bodyObject = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const bodyFields = bodyObject ? Object.keys({ ...(operation.body?.schema.properties as object | undefined), ...bodyObject }) : [];
  const slots: Array<{ kind: "path" | "query" | "body"; name: string }> = [
    ...operation.pathParams.map((p) => ({ kind: "path" as const, name: p.name })),
    ...operation.queryParams.map((p) => ({ kind: "query" as const, name: p.name })),
    ...(operation.method === "GET" ? [] : bodyFields.map((name) => ({ kind: "body" as const, name }))),
  ];
  const slot = slots.length > 0 ? slots[c.pick % slots.length]! : null;
  const put = (value: unknown, asText: string) => {
    if (!slot) {
      if (operation.method !== "GET") body = value;
      else query.push(["q", asText]);
      return;
    }
    if (slot.kind === "path") pathValues[slot.name] = asText;
    else if (slot.kind === "query") {
      const at = query.findIndex(([name]) => name === slot.name);
      if (at >= 0) query.splice(at, 1);
      query.push([slot.name, asText]);
    } else if (bodyObject) bodyObject[slot.name] = value;
  };

  switch (c.mutation) {
    case "valid":
      break;
    case "wrong_type":
      put(c.junk, asParam(c.junk));
      break;
    case "missing_required": {
      const required = [...((operation.body?.schema.required as string[] | undefined) ?? [])];
      if (bodyObject && required.length > 0) delete bodyObject[required[c.pick % required.length]!];
      else {
        const requiredQuery = operation.queryParams.filter((p) => p.required).map((p) => p.name);
        if (requiredQuery.length > 0) query.splice(query.findIndex(([name]) => name === requiredQuery[c.pick % requiredQuery.length]), 1);
        else if (operation.method !== "GET") body = {};
      }
      break;
    }
    case "huge_string": {
      const huge = "é".repeat(c.size);
      put(huge, slot?.kind === "path" ? huge.slice(0, 2_000) : huge.slice(0, 20_000));
      break;
    }
    case "control_characters":
      put(c.text, c.text);
      break;
    case "deep_nesting":
      if (bodyObject && slot?.kind === "body") bodyObject[slot.name] = NESTED;
      else body = NESTED;
      break;
    case "unknown_fields":
      if (bodyObject) Object.assign(bodyObject, { [`fuzz_${c.pick}`]: c.junk, is_staff: true, user_id: "1", [c.text]: c.text });
      else body = { fuzz: c.junk };
      break;
    case "bad_id":
      if (operation.pathParams.length > 0) pathValues[operation.pathParams[c.pick % operation.pathParams.length]!.name] = c.badId;
      break;
    case "wrong_content_type":
      contentType = c.contentType;
      rawBody = contentType === "application/x-www-form-urlencoded" ? new URLSearchParams(Object.entries(bodyObject ?? {}).map(([k, v]) => [k, asParam(v)])).toString() : JSON.stringify(body ?? {});
      break;
    case "malformed_json":
      rawBody = JSON.stringify(body ?? {}).slice(0, Math.max(1, c.pick % 40)) + (c.pick % 3 === 0 ? "\u0000" : "");
      break;
    case "oversized_body":
      rawBody = JSON.stringify({ ...(bodyObject ?? {}), padding: "x".repeat(1024 * 1024 + c.size) });
      break;
    case "cross_site":
      headers.cookie = `auth_token=${caller.token ?? "a".repeat(40)}`;
      headers["sec-fetch-site"] = c.pick % 2 === 0 ? "cross-site" : "same-site";
      headers.origin = "https://elsewhere.example";
      break;
  }

  if (caller.token && c.mutation !== "cross_site") headers.authorization = `Token ${caller.token}`;
  const search = new URLSearchParams();
  for (const [name, value] of query) {
    if (Array.isArray(value)) value.forEach((v) => search.append(name, asParam(v)));
    else search.append(name, asParam(value));
  }
  const qs = search.toString();
  const url = fillPath(operation.path, pathValues) + (qs ? `?${qs}` : "");
  const request: FuzzRequest = { method: operation.method, url, headers };
  if (operation.method !== "GET" && (rawBody !== undefined || body !== undefined)) {
    request.payload = rawBody ?? JSON.stringify(body).replace(JSON.stringify(NESTED), () => nestedJson(c.depth, c.junk, c.pick % 2 === 0));
    if (contentType) headers["content-type"] = contentType;
  }
  return request;
}
