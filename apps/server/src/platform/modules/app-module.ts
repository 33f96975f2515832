import type { FastifyInstance } from "fastify";
import type { ApiInstance } from "../../http/api-scope.ts";
import type { AfterCommitHandler, InTransactionHandler } from "../events/domain-events.ts";
import type { JobHandler, Sweep } from "../jobs/job-runner.ts";
import type { LifecycleBinding } from "../lifecycle/transitions.ts";
import type { OpsQueueSource } from "./ops-queue-source.ts";

/**
 * A module's interest in a domain event (decision 037): `in-transaction` runs in the publisher's
 * transaction, `after-commit` through its own outbox row, `once` after commit with a receipt so a
 * redelivered event is skipped.
 */
export type ModuleSubscription =
  | { event: string; subscriber: string; mode: "in-transaction"; handler: InTransactionHandler }
  | { event: string; subscriber: string; mode: "after-commit"; handler: AfterCommitHandler }
  | { event: string; subscriber: string; mode: "once"; handler: InTransactionHandler };

/**
 * One server module as the composition root sees it (decision 038): what its factory built and what
 * the process must install for it. `createContext` registers the jobs, subscriptions and bindings of
 * every module; `buildApp` registers the routes.
 */
export interface AppModule<S extends object = object> {
  name: string;
  /** What other modules and the routes call; `AppContext.services` is the union of every module's. */
  services: S;
  /** Routes under `/api`, registered inside the API scope (zod schemas, principals, JSON 404s). */
  apiRoutes?: (api: ApiInstance) => Promise<void>;
  /** Routes outside `/api` (the membership calls at `/shop-plus/api/…`, one-time sign-in links). */
  rootRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Timed work by job name. */
  jobs?: Readonly<Record<string, JobHandler>>;
  /** Recurring work that finds by a query what it has to do (decision 098), run by every process's job runner. */
  sweeps?: ReadonlyArray<{ name: string; everyMs: number; run: Sweep }>;
  subscriptions?: readonly ModuleSubscription[];
  /** Where the module's lifecycles keep their subjects, so their timers fire in any process. */
  bindings?: readonly LifecycleBinding<string, string, never>[];
  /** The console dashboard's queues of work this module owns. */
  queues?: readonly OpsQueueSource[];
}
