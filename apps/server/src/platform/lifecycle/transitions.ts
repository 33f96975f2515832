import { LifecycleErrorCode } from "@maison/contracts/lifecycle";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { next, type Lifecycle, type TransitionRefusal } from "@maison/domain/lifecycle/define-lifecycle";
import { DomainError } from "@maison/domain/shared/domain-error";
import { sql, type Expression, type SqlBool } from "kysely";
import type { Clock } from "../../db/clock.ts";
import { newId } from "../../db/id.ts";
import type { Database } from "../../db/schema.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { Db } from "../../db/database.ts";
import type { DomainEvents } from "../events/domain-events.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import { insertAuditEvent } from "./audit.repository.ts";

/** Where a lifecycle's subjects live: declared by the module that owns the table. */
export interface LifecycleBinding<S extends string, E extends string, C = undefined> {
  lifecycle: Lifecycle<S, E, C>;
  table: keyof Database & string;
  idColumn: string;
  stateColumn: string;
  /** Set to the transition's time when present. */
  updatedAtColumn: string | null;
}

export interface TransitionOptions<S extends string, C> {
  /** The facts the event's guard judges. */
  context?: C;
  /** Other columns the same guarded UPDATE writes (tracking number, timestamps…). */
  set?: Record<string, string | number | null>;
  /** Why, in the actor's words (cancellations, withdrawals). */
  reason?: string | null;
  /** Facts recorded with the audit row and carried by the domain event. */
  data?: Record<string, unknown>;
  /** Refuse unless the subject is in this state (a caller that read the row earlier). */
  expectFrom?: S;
  /**
   * A further condition of the same guarded UPDATE (e.g. the piece's hold is still the buyer's): when
   * it does not hold, the UPDATE changes nothing and the transition is refused as a conflict.
   */
  alsoRequire?: Expression<SqlBool>;
  /**
   * Facts the same guarded UPDATE returns (a subquery of the subject's row), recorded with the audit
   * row and carried by the domain event beside `data`: a subscriber learns them without a read of its own.
   */
  returning?: Record<string, Expression<unknown>>;
}

export interface Transition<S extends string, E extends string> {
  subjectId: string;
  event: E;
  from: S;
  to: S;
  auditId: string;
}

/** The job that fires a lifecycle's timers. */
export const LIFECYCLE_TIMER_JOB = "lifecycle.timer";

interface TimerPayload {
  lifecycle: string;
  subjectId: string;
  event: string;
  /** The state the timer was started in: if the subject has left it, the timer is spent. */
  state: string;
}

const STATUS_BY_REFUSAL: Record<TransitionRefusal, { kind: "conflict" | "forbidden"; code: LifecycleErrorCode }> = {
  illegal_state: { kind: "conflict", code: LifecycleErrorCode.enum.illegal_transition },
  guard_failed: { kind: "conflict", code: LifecycleErrorCode.enum.transition_refused },
  actor_not_allowed: { kind: "forbidden", code: LifecycleErrorCode.enum.actor_not_allowed },
  missing_capability: { kind: "forbidden", code: LifecycleErrorCode.enum.missing_capability },
};

/**
 * The one way a state changes (ARCHITECTURE "Lifecycles as tables, enforced"): inside the caller's
 * transaction, ask the lifecycle, then `UPDATE … SET state = :to WHERE id = :id AND state = :from`
 * (so of two racing events exactly one wins), write the audit row, start the timer's job and publish
 * the domain event — all of it or none.
 */
export class Transitions {
  private readonly bindings = new Map<string, LifecycleBinding<string, string, unknown>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly jobs: JobRunner,
    private readonly events: DomainEvents,
  ) {
    jobs.register(LIFECYCLE_TIMER_JOB, (payload) => this.fireTimer(payload as TimerPayload));
  }

  /** Makes a lifecycle's timers fireable: every binding whose lifecycle has timers is registered once at start. */
  register<S extends string, E extends string, C>(binding: LifecycleBinding<S, E, C>): void {
    const known = this.bindings.get(binding.lifecycle.name);
    if (known && known.table !== binding.table) throw new Error(`Two bindings are named ${binding.lifecycle.name}`);
    this.bindings.set(binding.lifecycle.name, binding as unknown as LifecycleBinding<string, string, unknown>);
  }

  async apply<S extends string, E extends string, C>(
    tx: Tx,
    binding: LifecycleBinding<S, E, C>,
    subjectId: string,
    event: E,
    actor: Actor,
    options: TransitionOptions<S, C> = {},
  ): Promise<Transition<S, E>> {
    const { lifecycle } = binding;
    const notFound = () => new DomainError("not_found", `${lifecycle.name}_not_found`, `This ${lifecycle.subject} does not exist.`);
    // A caller that read the state already says which it expects: the guarded UPDATE checks it, and
    // the state is read only to explain an UPDATE that found nothing (gone, or moved on).
    const current = options.expectFrom ?? (await this.stateOf(tx, binding, subjectId));
    if (current === null) throw notFound();
    const result = (next as (...args: unknown[]) => ReturnType<typeof next<S, E, C>>)(lifecycle, current, event, actor, options.context);
    if (!result.ok) {
      const { kind, code } = STATUS_BY_REFUSAL[result.refusal];
      throw new DomainError(kind, code, result.message);
    }
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const values: Record<string, unknown> = { ...options.set, [binding.stateColumn]: result.to };
    if (binding.updatedAtColumn) values[binding.updatedAtColumn] = nowIso;
    const guarded = tx.db
      .updateTable(binding.table as "products")
      .set(values as never)
      .where(sql.ref(binding.idColumn), "=", subjectId)
      .where(sql.ref(binding.stateColumn), "=", current);
    const required = options.alsoRequire ? guarded.where(options.alsoRequire) : guarded;
    let returned: Record<string, unknown> | undefined;
    if (options.returning) {
      const columns = Object.entries(options.returning).map(([name, expression]) => sql`${expression}`.as(name));
      returned = (await required.returning(columns as never).executeTakeFirst()) as Record<string, unknown> | undefined;
    } else if (Number((await required.executeTakeFirst()).numUpdatedRows) === 1) {
      returned = {};
    }
    if (returned === undefined) {
      if (options.expectFrom !== undefined && (await this.stateOf(tx, binding, subjectId)) === null) throw notFound();
      throw conflict(lifecycle.subject);
    }

    const data = options.returning ? { ...options.data, ...returned } : options.data;
    const auditId = await this.audit(tx, lifecycle, subjectId, event, current, result.to, actor, { ...options, data });
    await this.after(tx, lifecycle, subjectId, event, current, result, actor, data, auditId);
    return { subjectId, event, from: current, to: result.to, auditId };
  }

  /**
   * For owners whose guarded write is not a plain UPDATE (the item hold's conditional upsert, a
   * deleted hold row): the caller has made the guarded write in `tx`; this checks the move against
   * the lifecycle and writes the audit row, the timer's job and the domain event.
   */
  async recorded<S extends string, E extends string, C>(
    tx: Tx,
    lifecycle: Lifecycle<S, E, C>,
    subjectId: string,
    event: E,
    from: S,
    actor: Actor,
    options: Omit<TransitionOptions<S, C>, "set" | "expectFrom"> = {},
  ): Promise<Transition<S, E>> {
    const result = (next as (...args: unknown[]) => ReturnType<typeof next<S, E, C>>)(lifecycle, from, event, actor, options.context);
    if (!result.ok) {
      const { kind, code } = STATUS_BY_REFUSAL[result.refusal];
      throw new DomainError(kind, code, result.message);
    }
    const auditId = await this.audit(tx, lifecycle, subjectId, event, from, result.to, actor, options);
    await this.after(tx, lifecycle, subjectId, event, from, result, actor, options.data, auditId);
    return { subjectId, event, from, to: result.to, auditId };
  }

  /**
   * Records a subject's birth in its first state (no `from`): the audit row and the domain event. The
   * owning module inserts the row itself in the same transaction.
   */
  async created<S extends string, E extends string, C>(
    tx: Tx,
    lifecycle: Lifecycle<S, E, C>,
    subjectId: string,
    state: S,
    actor: Actor,
    options: { event?: string; emits?: string; data?: Record<string, unknown>; reason?: string | null } = {},
  ): Promise<string> {
    const event = options.event ?? "create";
    const auditId = await this.audit(tx, lifecycle, subjectId, event, null, state, actor, options);
    await this.after(tx, lifecycle, subjectId, event, null, { to: state, emits: options.emits ?? `${lifecycle.subject}.created`, timer: null }, actor, options.data, auditId);
    return auditId;
  }

  private async audit(
    tx: Tx,
    lifecycle: { name: string; subject: string },
    subjectId: string,
    event: string,
    from: string | null,
    to: string,
    actor: Actor,
    options: { reason?: string | null; data?: Record<string, unknown> },
  ): Promise<string> {
    const auditId = newId("aud");
    const row = {
      id: auditId,
      subject_type: lifecycle.subject,
      subject_id: subjectId,
      lifecycle: lifecycle.name,
      event,
      from_state: from,
      to_state: to,
      actor_kind: actor.kind,
      actor_id: actor.id,
      reason: options.reason ?? null,
      data: JSON.stringify(options.data ?? {}),
      created_at: this.clock.now().toISOString(),
    };
    // A transaction that batches its append-only rows writes them all at its end (decision 079).
    if (tx.appends) tx.appends.add("audit_events", row);
    else await insertAuditEvent(tx.db, row);
    return auditId;
  }

  /** The timer's job and the domain event of a transition that happened. */
  private async after(
    tx: Tx,
    lifecycle: { name: string; subject: string },
    subjectId: string,
    event: string,
    from: string | null,
    result: { to: string; emits: string; timer: { event: string; afterMs: number } | null },
    actor: Actor,
    data: Record<string, unknown> | undefined,
    auditId: string,
  ): Promise<void> {
    if (result.timer) {
      const payload: TimerPayload = { lifecycle: lifecycle.name, subjectId, event: result.timer.event, state: result.to };
      const runAt = new Date(this.clock.now().getTime() + result.timer.afterMs);
      await this.jobs.enqueue(tx, LIFECYCLE_TIMER_JOB, payload, { runAt, uniqueKey: `timer:${auditId}` });
    }
    await this.events.publish(tx, result.emits, { subjectId, lifecycle: lifecycle.name, event, from, to: result.to, actor: { kind: actor.kind, id: actor.id }, ...(data ?? {}) });
  }

  private async stateOf<S extends string>(
    tx: Tx,
    binding: { table: string; idColumn: string; stateColumn: string; lifecycle: { name: string; isState(value: string): value is S } },
    subjectId: string,
  ): Promise<S | null> {
    const row = await tx.db
      .selectFrom(binding.table as "products")
      .select(sql<string>`${sql.ref(binding.stateColumn)}`.as("state"))
      .where(sql.ref(binding.idColumn), "=", subjectId)
      .executeTakeFirst();
    if (!row) return null;
    if (!binding.lifecycle.isState(row.state)) throw new Error(`${binding.table} ${subjectId} is in "${row.state}", not a state of the ${binding.lifecycle.name} lifecycle`);
    return row.state;
  }

  /** A timer's event, fired by the system unless the subject has moved on since it was started. */
  private async fireTimer(payload: TimerPayload): Promise<void> {
    const binding = this.bindings.get(payload.lifecycle);
    if (!binding) throw new Error(`No lifecycle registered as "${payload.lifecycle}" for its timer`);
    await inTransaction(this.db, async (tx) => {
      if ((await this.stateOf(tx, binding, payload.subjectId)) !== payload.state) return;
      await this.apply(tx, binding, payload.subjectId, payload.event, systemActor(`timer:${payload.lifecycle}.${payload.event}`), { expectFrom: payload.state });
    });
  }
}

const conflict = (subject: string) =>
  new DomainError("conflict", LifecycleErrorCode.enum.transition_conflict, `This ${subject} was changed by someone else meanwhile. Please reload and try again.`);
