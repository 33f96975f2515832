import type { FastifyRequest } from "fastify";
import { actorOf } from "../../http/actor.ts";
import type { CheckoutBuyer } from "./checkout-view.ts";

/** The buyer behind a request: a visitor, or a signed-in user with their e-mail and membership. */
export function buyerOf(request: FastifyRequest): CheckoutBuyer {
  const principal = request.principal;
  const actor = actorOf(request);
  if (principal.kind !== "user" || principal.sessionKind !== "full") return { actor, userId: null, email: null, isMember: false, isB2b: false };
  return { actor, userId: principal.userId, email: principal.email, isMember: principal.roles.includes("member"), isB2b: principal.roles.includes("b2b") };
}
