import { createHash, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError, isDomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../db/clock.ts";
import type { Db } from "../db/database.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { toErrorResponse } from "./error-handler.ts";
import { CommonErrorCode } from "@maison/contracts/error";

/** The request header carrying the client's key (any case; Fastify lower-cases header names). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on a response that replays the stored answer of an earlier request. */
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";

export interface IdempotencySettings {
  /** How long a request waits for another one holding the same key before answering 409. */
  waitMs: number;
  /** How long a claim lasts: past it, the request that made it is taken to have died and the key may be taken over. */
  leaseMs: number;
  /** Completed keys are forgotten after this long (purgeExpired). */
  retentionMs: number;
}

const DEFAULT_SETTINGS: IdempotencySettings = { waitMs: 15_000, leaseMs: 60_000, retentionMs: 24 * 3_600_000 };
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A response as stored for replay. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotentClaim {
  /** The route and principal the key belongs to. */
  scope: string;
  key: string;
  /** A digest of the request: the same key with another request is refused. */
  requestHash: string;
}

export const idempotencyErrors = {
  missing: () => new DomainError("invalid", CommonErrorCode.enum.idempotency_key_required, "This request needs an Idempotency-Key header.", "Idempotency-Key"),
  malformed: () =>
    new DomainError("invalid", CommonErrorCode.enum.invalid_idempotency_key, "The Idempotency-Key header must be 1 to 255 visible characters.", "Idempotency-Key"),
  reused: () =>
    new DomainError("unprocessable", CommonErrorCode.enum.idempotency_key_reused, "This Idempotency-Key was already used with a different request.", "Idempotency-Key"),
  inProgress: () =>
    new DomainError("conflict", CommonErrorCode.enum.idempotency_request_in_progress, "A request with this Idempotency-Key is still being processed. Please retry shortly."),
};

/**
 * Does the work of a request once per Idempotency-Key. The first request claims the key (a row
 * inserted under a unique key), runs, and stores its response; a retry gets that response replayed.
 * A request arriving while the first still runs waits for it (polling, bounded) and replays its answer.
 * A claim left by a crashed process expires after its lease and is taken over. Expected failures
 * (4xx) are stored like successes; a bug or an unavailable dependency releases the key so it may be retried.
 */
export class IdempotencyStore {
  private readonly settings: IdempotencySettings;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    settings: Partial<IdempotencySettings> = {},
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
  }

  async run(claim: IdempotentClaim, work: () => Promise<StoredResponse>): Promise<StoredResponse & { replayed: boolean }> {
    const started = performance.now();
    let pause = 10;
    for (;;) {
      const owner = await this.claim(claim);
      if (owner) return { ...(await this.execute(claim, owner, work)), replayed: false };
      const row = await this.row(claim);
      if (!row) {
        // Released by a failed attempt (or purged): claim it again, within the same bound.
        if (performance.now() - started >= this.settings.waitMs) throw idempotencyErrors.inProgress();
        continue;
      }
      if (row.request_hash !== claim.requestHash) throw idempotencyErrors.reused();
      if (row.state === "completed") return { status: row.response_status as number, body: parseBody(row.response_body), replayed: true };
      if (row.lease_expires_at < this.now()) {
        const taken = await this.takeOver(claim, row.owner);
        if (taken) return { ...(await this.execute(claim, taken, work)), replayed: false };
        continue;
      }
      if (performance.now() - started >= this.settings.waitMs) throw idempotencyErrors.inProgress();
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 1.5, 100);
    }
  }

  /** Forgets completed keys past the retention and claims long past their lease; returns how many rows went. */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now().getTime();
    const result = await this.db.kysely
      .deleteFrom("idempotency_keys")
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "completed"), eb("completed_at", "<", new Date(now - this.settings.retentionMs).toISOString())]),
          eb.and([eb("state", "=", "in_progress"), eb("lease_expires_at", "<", new Date(now - this.settings.leaseMs).toISOString())]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async execute(claim: IdempotentClaim, owner: string, work: () => Promise<StoredResponse>): Promise<StoredResponse> {
    let response: StoredResponse;
    try {
      response = await work();
    } catch (error) {
      const stored = isDomainError(error) ? toErrorResponse(error) : null;
      if (stored && stored.status < 500) {
        await this.complete(claim, owner, { status: stored.status, body: stored.body });
      } else {
        await this.release(claim, owner);
      }
      throw error;
    }
    await this.complete(claim, owner, response);
    return response;
  }

  /** Inserts the claim; returns this request's owner token, or null when the key is already claimed. */
  private async claim(claim: IdempotentClaim): Promise<string | null> {
    const owner = randomUUID();
    const now = this.clock.now();
    try {
      const result = await this.db.kysely
        .insertInto("idempotency_keys")
        .values({
          scope: claim.scope,
          key: claim.key,
          request_hash: claim.requestHash,
          state: "in_progress",
          owner,
          lease_expires_at: new Date(now.getTime() + this.settings.leaseMs).toISOString(),
          response_status: null,
          response_body: null,
          created_at: now.toISOString(),
          completed_at: null,
        })
        .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? owner : null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async takeOver(claim: IdempotentClaim, previousOwner: string): Promise<string | null> {
    const owner = randomUUID();
    const result = await this.db.kysely
      .updateTable("idempotency_keys")
      .set({ owner, lease_expires_at: new Date(this.clock.now().getTime() + this.settings.leaseMs).toISOString() })
      .where("scope", "=", claim.scope)
      .where("key", "=", claim.key)
      .where("state", "=", "in_progress")
      .where("owner", "=", previousOwner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? owner : null;
  }

  private async complete(claim: IdempotentClaim, owner: string, response: StoredResponse): Promise<void> {
    await this.db.kysely
      .updateTable("idempotency_keys")
      .set({
        state: "completed",
        response_status: response.status,
        response_body: response.body === undefined ? null : JSON.stringify(response.body),
        completed_at: this.now(),
      })
      .where("scope", "=", claim.scope)
      .where("key", "=", claim.key)
      .where("owner", "=", owner)
      .execute();
  }

  private async release(claim: IdempotentClaim, owner: string): Promise<void> {
    await this.db.kysely
      .deleteFrom("idempotency_keys")
      .where("scope", "=", claim.scope)
      .where("key", "=", claim.key)
      .where("owner", "=", owner)
      .where("state", "=", "in_progress")
      .execute();
  }

  private row(claim: IdempotentClaim) {
    return this.db.kysely
      .selectFrom("idempotency_keys")
      .selectAll()
      .where("scope", "=", claim.scope)
      .where("key", "=", claim.key)
      .executeTakeFirst();
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function parseBody(text: string | null): unknown {
  return text === null ? undefined : JSON.parse(text);
}

/** The request's digest: method, path and body with object keys sorted, so key order does not matter. */
export function requestHashOf(request: FastifyRequest): string {
  const path = request.url.split("?")[0];
  return createHash("sha256").update(JSON.stringify([request.method, path, canonical(request.body ?? null)])).digest("hex");
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export interface IdempotentRouteOptions {
  /** A stable name of the operation ("checkout.complete"): keys are scoped per route. */
  route: string;
  /** Refuse requests without the header (400); otherwise they simply run without replay protection. */
  required?: boolean;
  /** Narrows the scope beyond the principal, e.g. a guest's cart token (visitors share one principal). */
  subject?: string;
}

/**
 * Runs a route's work under the request's Idempotency-Key, scoped to the route and the principal:
 * sets the status (and the replay header) on `reply` and returns the body to send.
 *
 *   async (request, reply) => replyIdempotently(idempotency, request, reply, { route: "checkout.complete", required: true },
 *     async () => ({ status: 201, body: await checkout.complete(...) }))
 */
export async function replyIdempotently(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotentRouteOptions,
  work: () => Promise<{ status?: number; body: unknown }>,
): Promise<unknown> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const run = async (): Promise<StoredResponse> => {
    const result = await work();
    return { status: result.status ?? 200, body: result.body };
  };
  if (key === undefined || key === "") {
    if (options.required) throw idempotencyErrors.missing();
    const result = await run();
    reply.code(result.status);
    return result.body;
  }
  if (!KEY_PATTERN.test(key)) throw idempotencyErrors.malformed();
  const principal = request.principal?.kind === "user" ? request.principal.userId : "visitor";
  const scope = [options.route, principal, options.subject].filter((part) => part !== undefined).join(":");
  const response = await store.run({ scope, key, requestHash: requestHashOf(request) }, run);
  reply.code(response.status);
  if (response.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
  return response.body;
}
