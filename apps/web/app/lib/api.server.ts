import { data, type AppLoadContext } from "react-router";
import { CommonErrorCode, ErrorBody } from "@maison/contracts/error";
import type { ApiFetch } from "./load-context.ts";

/** Headers of the shopper's request that the API needs to know who is asking. */
const FORWARDED_HEADERS = ["cookie", "authorization", "x-country-code"] as const;

/** The error body an API failure carries to the route's ErrorBoundary. */
export type ApiErrorData = ErrorBody;

/** A typed GET against the REST API, for one loader call. */
export interface ApiClient {
  get<T>(path: string, schema: ResponseSchema<T>): Promise<T>;
  /** A JSON POST, for calls that read (such as search) with a body. */
  post<T>(path: string, body: unknown, schema: ResponseSchema<T>): Promise<T>;
}

/** Any contract schema: something that validates an unknown body into T or throws. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

/**
 * The API client for one incoming request: forwards the shopper's credentials, validates the
 * response with the contract schema, and turns API errors into route errors. A 404 becomes a
 * thrown `data(…, { status: 404 })` so the page shows a real not-found state with a 404 status.
 */
export function apiClient(context: AppLoadContext, request: Request): ApiClient {
  const api: ApiFetch = context.api;
  const headers = new Headers({ accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }

  return {
    async get(path, schema) {
      const response = await api(path, { method: "GET", headers, signal: request.signal });
      if (!response.ok) throw await routeError(response);
      return schema.parse(await response.json());
    },
    async post(path, body, schema) {
      const postHeaders = new Headers(headers);
      postHeaders.set("content-type", "application/json");
      const response = await api(path, { method: "POST", headers: postHeaders, body: JSON.stringify(body), signal: request.signal });
      if (!response.ok) throw await routeError(response);
      return schema.parse(await response.json());
    },
  };
}

async function routeError(response: Response) {
  const body = await response.json().catch(() => null);
  const parsed = ErrorBody.safeParse(body);
  const error: ApiErrorData = parsed.success
    ? parsed.data
    : { code: CommonErrorCode.enum.upstream_error, message: `The catalog answered ${response.status}.` };
  // Only "not found" and bad input are the shopper's to see; anything else is our failure.
  const status = response.status === 404 || response.status === 400 ? response.status : 502;
  return data(error, { status });
}
