import { hasCapability, type Actor, type ActorKind, type Capability } from "../actor/actor.ts";

/** A timer started when a state is entered: unless something else moved the subject first, `event` fires after `afterMs`. */
export interface LifecycleTimer<E extends string> {
  event: E;
  afterMs: number;
}

/** One event of a lifecycle: from which states, to which, who may fire it, and what it starts. */
export interface LifecycleEvent<S extends string, E extends string, C> {
  from: readonly S[];
  /** The state it leads to; `same` keeps the state (the event changes other facts, and is still audited). */
  to: S | "same";
  /** The actor kinds that may fire it. */
  actors: readonly ActorKind[];
  /** Staff firing it must hold this capability (other kinds are judged by `actors` alone). */
  capability?: Capability;
  /** A business rule on the subject's facts: null when it holds, else the reason it refuses, in the user's words. */
  guard?: (context: C) => string | null;
  /** A timer started on entering `to`. */
  timer?: LifecycleTimer<NoInfer<E>>;
  /** The domain event published when it happens (default `<subject>.<event>`). */
  emits?: string;
  /** The rule in plain words. */
  rule: string;
}

export interface LifecycleDefinition<S extends string, E extends string, C> {
  /** The lifecycle's name in audit rows and errors (`order`, `piece`, `membership`…). */
  name: string;
  /** The subject of its domain events (`order`, `item`…). */
  subject: string;
  states: readonly S[];
  events: { readonly [K in E]: LifecycleEvent<S, E, C> };
}

export interface Lifecycle<S extends string, E extends string, C = undefined> extends LifecycleDefinition<S, E, C> {
  /** The domain event an event publishes. */
  emitted(event: E): string;
  isState(value: string): value is S;
  isEvent(value: string): value is E;
}

/** Why a lifecycle refused an event. */
export type TransitionRefusal = "illegal_state" | "actor_not_allowed" | "missing_capability" | "guard_failed";

export type TransitionResult<S extends string, E extends string> =
  | { ok: true; from: S; to: S; event: E; timer: LifecycleTimer<E> | null; emits: string }
  | { ok: false; from: S; event: E; refusal: TransitionRefusal; message: string };

/**
 * Declares a lifecycle as data (ARCHITECTURE "Lifecycles as tables, enforced"). Checks the table once:
 * every `from`, `to` and timer names a known state or event.
 */
export function defineLifecycle<const S extends string, const E extends string, C = undefined>(
  definition: LifecycleDefinition<S, E, C>,
): Lifecycle<S, E, C> {
  const states = new Set<string>(definition.states);
  const events = Object.keys(definition.events);
  for (const [name, spec] of Object.entries(definition.events) as Array<[E, LifecycleEvent<S, E, C>]>) {
    for (const state of [...spec.from, ...(spec.to === "same" ? [] : [spec.to])]) {
      if (!states.has(state)) throw new Error(`Lifecycle ${definition.name}: event ${name} names unknown state "${state}"`);
    }
    if (spec.from.length === 0) throw new Error(`Lifecycle ${definition.name}: event ${name} has no from state`);
    if (spec.actors.length === 0) throw new Error(`Lifecycle ${definition.name}: event ${name} names no actor`);
    if (spec.timer && !events.includes(spec.timer.event)) throw new Error(`Lifecycle ${definition.name}: event ${name} starts unknown timer event "${spec.timer.event}"`);
  }
  return {
    ...definition,
    emitted: (event) => definition.events[event].emits ?? `${definition.subject}.${event}`,
    isState: (value): value is S => states.has(value),
    isEvent: (value): value is E => events.includes(value),
  };
}

/**
 * What `event` does to a subject in `state` when `actor` fires it: the new state (and the timer it
 * starts), or why it is refused. Pure: the server's transition helper applies the answer.
 */
export function next<S extends string, E extends string, C>(
  lifecycle: Lifecycle<S, E, C>,
  state: S,
  event: E,
  actor: Actor,
  ...context: C extends undefined ? [] : [C]
): TransitionResult<S, E> {
  const spec = lifecycle.events[event];
  const refuse = (refusal: TransitionRefusal, message: string): TransitionResult<S, E> => ({ ok: false, from: state, event, refusal, message });
  if (!spec.from.includes(state)) return refuse("illegal_state", `This ${lifecycle.subject} cannot ${humanEvent(event)} while it is ${humanState(state)}.`);
  if (!spec.actors.includes(actor.kind)) return refuse("actor_not_allowed", `You may not ${humanEvent(event)} this ${lifecycle.subject}.`);
  if (spec.capability && actor.kind === "staff" && !hasCapability(actor, spec.capability)) {
    return refuse("missing_capability", `This needs the ${spec.capability} permission.`);
  }
  if (spec.guard) {
    const reason = spec.guard(context[0] as C);
    if (reason !== null) return refuse("guard_failed", reason);
  }
  return { ok: true, from: state, to: spec.to === "same" ? state : spec.to, event, timer: spec.timer ?? null, emits: lifecycle.emitted(event) };
}

/** The events `actor` could fire from `state` (for the console's action buttons). */
export function eventsFrom<S extends string, E extends string, C>(lifecycle: Lifecycle<S, E, C>, state: S, actor: Actor): E[] {
  return (Object.keys(lifecycle.events) as E[]).filter((event) => {
    const spec = lifecycle.events[event];
    return spec.from.includes(state) && spec.actors.includes(actor.kind) && (!spec.capability || actor.kind !== "staff" || hasCapability(actor, spec.capability));
  });
}

const humanEvent = (event: string) => event.replaceAll("_", " ");
const humanState = (state: string) => state.replaceAll("_", " ");
