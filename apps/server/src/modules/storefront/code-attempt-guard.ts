import { CODE_ATTEMPT_LIMITS } from "@maison/domain/cart/code-attempts";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.ts";

/** One counted code entry: `allowed` false when the address or the cart is over its limit. */
export interface CodeAttempt {
  allowed: boolean;
  /** Takes the entry back (it worked, so it was no guess). */
  forgive(): Promise<void>;
}

/**
 * Counts discount and gift-card code entries per client address and per cart in the shared rate-limit
 * counters (platform/rate-limit), so guessing codes through the storefront is throttled on every process.
 */
export class CodeAttemptGuard {
  constructor(private readonly limiter: RateLimiter) {}

  async begin(ip: string, cartToken: string | null): Promise<CodeAttempt> {
    const keys: Array<[string, typeof CODE_ATTEMPT_LIMITS.perIp]> = [[`cart_codes:ip:${ip}`, CODE_ATTEMPT_LIMITS.perIp]];
    if (cartToken) keys.push([`cart_codes:cart:${cartToken}`, CODE_ATTEMPT_LIMITS.perCart]);
    const hits = await Promise.all(keys.map(async ([key, rule]) => ({ key, hit: await this.limiter.hit(key, rule) })));
    return {
      allowed: hits.every((h) => h.hit.allowed),
      forgive: async () => {
        for (const { key, hit } of hits) await this.limiter.release(key, hit.windowStart);
      },
    };
  }
}
