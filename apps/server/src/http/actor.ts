import type { FastifyRequest } from "fastify";
import type { Actor } from "@maison/domain/actor/actor";

/**
 * The actor of a request (ARCHITECTURE "Actors and the console"): the signed-in person's, derived once
 * when the session was resolved; a visitor acts as an anonymous customer (`visitor`, or `guest:<ref>`
 * when the caller knows which guest, e.g. the cart being checked out).
 */
export function actorOf(request: FastifyRequest, guestRef?: string): Actor {
  const principal = request.principal;
  if (principal.kind === "user") return principal.actor;
  return { kind: "customer", id: guestRef ? `guest:${guestRef}` : "visitor", capabilities: [], steppedUpAt: null };
}
