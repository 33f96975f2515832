import type { Actor } from "@maison/domain/actor/actor";
import type { Role } from "@maison/domain/identity/role";

/** Who is making a request: nobody in particular, or a user signed in through one of their sessions. */
export type Principal =
  | { kind: "visitor"; roles: Role[] }
  | {
      kind: "user";
      userId: string;
      email: string;
      sessionId: string;
      /** "email_pending" sessions may only confirm their e-mail. */
      sessionKind: "full" | "email_pending";
      roles: Role[];
      /** Who this person acts as in every changing call (kind, capabilities, last step-up). */
      actor: Actor;
    };

export const VISITOR: Principal = { kind: "visitor", roles: ["visitor"] };

export type UserPrincipal = Extract<Principal, { kind: "user" }>;

/** Turns a presented session token into a principal, or null when it is unknown, expired or revoked. */
export type PrincipalResolver = (token: string, request: { userAgent: string | null; ip: string | null }) => Promise<UserPrincipal | null>;
