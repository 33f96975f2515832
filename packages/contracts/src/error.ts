import { z } from "zod";

/**
 * Codes any part of the server may answer with: the HTTP layer's own refusals and the rules every
 * concept shares. A concept's own codes live in its contracts file (`IdentityErrorCode`…); a code is
 * declared once, and a code two concepts need with one meaning belongs here.
 */
export const CommonErrorCode = z.enum([
  /** A query, body or header did not match the call's schema: 400 naming the field. */
  "invalid_request",
  /** The body is not JSON, or is empty where JSON is expected: 400. */
  "invalid_json",
  /** The body's content type is not one the call reads: 415. */
  "unsupported_media_type",
  /** The body is larger than the call accepts: 413. */
  "body_too_large",
  /** The Content-Length header does not match the body: 400. */
  "invalid_content_length",
  /** Any other request the framework refuses before a route runs: 4xx. */
  "bad_request",
  /** Nothing answers at this address: 404. */
  "not_found",
  /** No API endpoint answers this method and path: 404. */
  "route_not_found",
  /** A bug or an outage on our side; the body never says more: 500. */
  "internal_error",
  /** The call needs a signed-in user (or a fresh sign-in): 401. */
  "authentication_required",
  /** The user is signed in but their role does not allow the call: 403. */
  "forbidden",
  /** The console and its calls are for staff only: 403. */
  "staff_only",
  /** Too many requests from one address or account in the window; Retry-After says when to retry: 429. */
  "rate_limited",
  /** A call that changes money or orders must carry an Idempotency-Key header: 400. */
  "idempotency_key_required",
  /** The Idempotency-Key header must be 1 to 255 visible characters: 400. */
  "invalid_idempotency_key",
  /** An Idempotency-Key (or a movement's key) was already used for a different request: 422. */
  "idempotency_key_reused",
  /** The first request under this Idempotency-Key is still running; retry shortly: 409. */
  "idempotency_request_in_progress",
  /** An amount of money must be a positive whole number of cents within the call's bounds: 400. */
  "invalid_amount",
  /** The card, gift card or balance does not hold enough for the amount: 422. */
  "insufficient_funds",
  /** A page's call to the API failed or answered 5xx; the page says so rather than guessing: 502. */
  "upstream_error",
  /** A text field holds a NUL character (U+0000), which no field accepts: 400 naming the field. */
  "invalid_character",
  /** A change sent from another site's page (its Origin or Sec-Fetch-Site) with this site's cookies: 403. */
  "cross_site_request",
  /** The server is answering all it can; Retry-After says when to try again: 503. */
  "overloaded",
]);
export type CommonErrorCode = z.infer<typeof CommonErrorCode>;

/** One field's refusal: the field's path ("shipping_address.zip", "payment.cvc") and its sentence. */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Every 4xx/5xx JSON body: a stable code, a message for people, and the field when one is at fault. */
export const ErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  /**
   * A body that breaks several rules (invalid_request) names every field at fault, in the order the
   * schema checks them, each with its own sentence; `field` and `message` speak of the first.
   */
  errors: z.array(FieldError).optional(),
  /** The spec's clients read `detail`: a message, or a list whose first entry is shown. */
  detail: z.union([z.string(), z.array(z.string())]).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
