import type { Env } from "../../config/env.ts";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { noCrash, type CrashPoint } from "../crash/crash-points.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { StripeGateway } from "./stripe-gateway.ts";
import { TestGateway } from "./test-gateway.ts";

/** Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE may point elsewhere, e.g. a test server); else the built-in test gateway. */
export function createPaymentGateway(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">, db: Db, clock: Clock, crash: CrashPoint = noCrash): PaymentGateway {
  if (env.STRIPE_SECRET_KEY) return new StripeGateway(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE);
  return new TestGateway(db, clock, crash);
}
