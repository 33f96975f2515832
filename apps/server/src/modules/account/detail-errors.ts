import type { FastifyInstance } from "fastify";
import { installErrorHandler } from "../../http/error-handler.ts";

/**
 * The account calls' clients show the server's `detail` (spec 2 §8: "SMS code: 400 shows the
 * detail"), so refusals in this scope carry the message as `detail` too, beside code, message, field.
 */
export function answerErrorsWithDetail(scope: FastifyInstance): void {
  installErrorHandler(scope, (body) => ({ ...body, detail: body.message }));
}
