import { setTimeout as sleep } from "node:timers/promises";
import { SHED_RETRY_AFTER_SECONDS } from "../../src/http/load-shedding.ts";

/**
 * Waits until a freshly listening test server answers instead of shedding load. Starting the app
 * (migrations, fixtures) can hold the event loop long enough that the next second's requests are
 * turned away with 503 and Retry-After (load-shedding.ts); a client honours Retry-After, and so do the
 * tests that drive Shopify's clients, which do not retry by themselves.
 */
export async function untilServing(origin: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await fetch(`${origin}/api/v6/designers/`);
    await probe.body?.cancel();
    if (probe.status !== 503) return;
    if (Date.now() > deadline) throw new Error(`The test server at ${origin} still sheds load after ${timeoutMs} ms`);
    await sleep(SHED_RETRY_AFTER_SECONDS * 1000);
  }
}
