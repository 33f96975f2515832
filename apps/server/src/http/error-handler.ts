import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { CommonErrorCode, type ErrorBody, type FieldError } from "@maison/contracts/error";
import { isDomainError, type DomainErrorKind } from "@maison/domain/shared/domain-error";
import { RateLimitedError } from "../platform/rate-limit/rate-limited-error.ts";

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  precondition_failed: 412,
  unavailable: 502,
};

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large…) mapped to stable codes. */
const FASTIFY_CODES: Record<string, CommonErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: CommonErrorCode.enum.invalid_json,
  FST_ERR_CTP_EMPTY_JSON_BODY: CommonErrorCode.enum.invalid_json,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: CommonErrorCode.enum.unsupported_media_type,
  FST_ERR_CTP_BODY_TOO_LARGE: CommonErrorCode.enum.body_too_large,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: CommonErrorCode.enum.invalid_content_length,
  FST_ERR_VALIDATION: CommonErrorCode.enum.invalid_request,
};

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * Turns a thrown value into the status, JSON body and extra headers the client receives. Every body
 * carries the message twice, as `message` and as `detail`, because the spec's clients read `detail`.
 */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  const response = bareErrorResponse(error);
  response.body.detail = response.body.message;
  return response;
}

function bareErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (isDomainError(error)) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    const headers = error instanceof RateLimitedError ? { "retry-after": String(error.retryAfterSeconds) } : undefined;
    return { status: STATUS_BY_KIND[error.kind], body, ...(headers && { headers }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext || "request";
    // Every field at fault, each once (its first sentence), so a form can mark them all at once.
    const errors: FieldError[] = [];
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || context;
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message ?? "is not valid" });
    }
    const first = errors[0] ?? { field: context, message: "is not valid" };
    return { status: 400, body: { code: CommonErrorCode.enum.invalid_request, message: `${first.field}: ${first.message}`, field: first.field, errors } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const code = (fastifyError.code && FASTIFY_CODES[fastifyError.code]) ?? (status === 404 ? CommonErrorCode.enum.not_found : CommonErrorCode.enum.bad_request);
    return { status, body: { code, message: fastifyError.message ?? "Bad request." } };
  }
  return { status: 500, body: { code: CommonErrorCode.enum.internal_error, message: INTERNAL_MESSAGE } };
}

/**
 * The router's own refusals, made before any route or hook (an address with bad percent-encoding, a
 * path segment longer than the router reads): answered as 400s in the one error shape, which every
 * operation documents, instead of Fastify's own body (or its 414).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "A part of this address is longer than the server reads (300 characters)." : "This address is not valid: it holds an encoding the server cannot read.";
  void reply.code(400).type("application/json; charset=utf-8").send({ code: CommonErrorCode.enum.bad_request, message, detail: message });
}

/** Error shapes some clients read beside the standard body. */
export const ERROR_SHAPES = {
  /** The sign-in calls' clients read `error` and `is_authenticated` (spec 2 §7, §8). */
  signIn: (body: ErrorBody) => ({ ...body, is_authenticated: false, error: body.message }),
  /** The password form shows the first entry of `detail` (spec 2 §8). */
  detailList: (body: ErrorBody) => ({ ...body, detail: [body.message] }),
};

/**
 * One error handler for the whole server: typed errors → 4xx JSON, bugs → a logged 500 without
 * internals. A scope whose clients read errors in another shape installs it again with one of
 * ERROR_SHAPES as `reshape`.
 */
export function installErrorHandler(app: FastifyInstance, reshape?: (body: ErrorBody) => object): void {
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = toErrorResponse(error);
    if (status >= 500 && !isDomainError(error)) request.log.error({ err: error }, "unhandled error");
    else if (status >= 500) request.log.warn({ code: body.code, status }, "dependency unavailable");
    else request.log.info({ code: body.code, status }, "request rejected");
    if (headers) reply.headers(headers);
    return reply.code(status).type("application/json; charset=utf-8").send(reshape ? reshape(body) : body);
  });
}
