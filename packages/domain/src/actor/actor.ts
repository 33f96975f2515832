import { DomainError } from "../shared/domain-error.ts";

/**
 * Who acts (ARCHITECTURE "Actors and the console"): every changing service call receives one of these,
 * derived once per request (or made by a job), and every transition records it.
 */
export const ACTOR_KINDS = ["customer", "b2b", "partner", "staff", "system"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What staff may do; each console screen and staff-only transition names the capability it needs. */
export const CAPABILITIES = [
  "pricing",
  "receiving",
  "authentication",
  "listing",
  "fulfilment",
  "returns",
  "payouts",
  "content",
  "support",
  "flags",
  "admin",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export interface Actor {
  kind: ActorKind;
  /** The user's id, or the job's name for the system. */
  id: string;
  /** Staff capabilities (empty for everyone else). `admin` implies every other. */
  capabilities: readonly Capability[];
  /** When the person last proved it is them with a fresh code (ISO time), if ever in this session. */
  steppedUpAt: string | null;
}

/** How long a step-up verification counts as fresh for money leaving the house (cash-out). */
export const STEP_UP_FRESH_MS = 10 * 60_000;

/** The system acting on its own: jobs, timers, subscribers. */
export function systemActor(id: string): Actor {
  return { kind: "system", id, capabilities: [], steppedUpAt: null };
}

export function isCapability(value: string): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value);
}

/** Whether the actor holds `capability`: staff with it, or with `admin`. */
export function hasCapability(actor: Actor, capability: Capability): boolean {
  return actor.kind === "staff" && (actor.capabilities.includes(capability) || actor.capabilities.includes("admin"));
}

/**
 * Whether `actor` may change what belongs to the account `ownerId` (its favorites, addresses,
 * profile, saved searches): the account's own person, support staff on their behalf, or the system.
 */
export function mayActFor(actor: Actor, ownerId: string): boolean {
  return actor.id === ownerId || actor.kind === "system" || hasCapability(actor, "support");
}

/**
 * Refuses a change to another account's things, as if they did not exist (the API's ownership rule:
 * someone else's is a 404, never a hint that it exists).
 */
export function assertActsFor(actor: Actor, ownerId: string): void {
  if (!mayActFor(actor, ownerId)) throw new DomainError("not_found", "not_found", "We couldn't find that in your account.");
}

/** Whether the actor proved it is them recently enough at `now`. */
export function isSteppedUp(actor: Actor, now: Date): boolean {
  return actor.steppedUpAt !== null && now.getTime() - Date.parse(actor.steppedUpAt) <= STEP_UP_FRESH_MS;
}

/**
 * The kind a signed-in person acts as: staff when they hold any capability, else b2b or partner by
 * their account, else a customer. (A staff member shopping for themselves still acts as staff, and
 * the audit says so.)
 */
export function actorKindOf(facts: { capabilities: readonly Capability[]; isB2b: boolean; isPartner: boolean }): ActorKind {
  if (facts.capabilities.length > 0) return "staff";
  if (facts.isB2b) return "b2b";
  if (facts.isPartner) return "partner";
  return "customer";
}

/** How many digits a step-up code has. */
export const STEP_UP_CODE_LENGTH = 6;

export const STEP_UP_MESSAGES = {
  required: "For your security, please confirm it is you with the code we send you.",
  sent: "We sent you a code. Enter it to continue.",
} as const;
