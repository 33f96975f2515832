import type { DomainEvents } from "../events/domain-events.ts";
import type { JobRunner } from "../jobs/job-runner.ts";
import type { Transitions } from "../lifecycle/transitions.ts";
import type { AppModule } from "./app-module.ts";

/** Registers every module's jobs, sweeps, domain-event subscriptions and lifecycle bindings, in module order. */
export function installModules(modules: readonly AppModule[], platform: { jobs: JobRunner; events: DomainEvents; transitions: Transitions }): void {
  for (const module of modules) {
    for (const [name, handler] of Object.entries(module.jobs ?? {})) platform.jobs.register(name, handler);
    for (const sweep of module.sweeps ?? []) platform.jobs.sweep(sweep.name, sweep.everyMs, sweep.run);
    for (const binding of module.bindings ?? []) platform.transitions.register(binding);
    for (const s of module.subscriptions ?? []) {
      if (s.mode === "in-transaction") platform.events.subscribeInTransaction(s.event, s.subscriber, s.handler);
      else if (s.mode === "once") platform.events.subscribeOnce(s.event, s.subscriber, s.handler);
      else platform.events.subscribe(s.event, s.subscriber, s.handler);
    }
  }
}
