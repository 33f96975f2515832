/**
 * Named points where the crash test makes the server process die as `kill -9` would (decision 075):
 * between the card's authorisation (a sale since decision 093) and the order's commit, around a capture;
 * between the order's commit and the answer stored under the request's Idempotency-Key; inside a cart
 * mutation's transaction (the cart's row written, its lines not yet); inside a wallet ledger movement
 * (a hold reserved on the balance before its entries are written; a credit's transaction row before its
 * entries); and in a cash-out's payout run, between the payout and the posting of its hold. A point is
 * live only when `CRASH_AT` names it and the server is not in production; otherwise every call is a no-op.
 *
 * `CRASH_AT=payment.after_authorize` dies at the first pass, `CRASH_AT=payment.after_authorize:2` at the
 * second. The process writes `crash point <name> hit` to stderr, then sends itself SIGKILL: no undo, no
 * `finally`, no shutdown hook runs, exactly as when the machine loses the process.
 */
export const CRASH_POINTS = [
  "payment.before_authorize",
  "payment.after_authorize",
  "payment.before_capture",
  "payment.after_capture",
  "checkout.after_order",
  "cart.between_writes",
  "wallet.hold.after_reserve",
  "wallet.credit.before_entries",
  "wallet.cash_out.after_payout",
] as const;
export type CrashPointName = (typeof CRASH_POINTS)[number];

export type CrashPoint = (name: CrashPointName) => void;

/** The inert crash point: what every server gets unless a test asks for one. */
export const noCrash: CrashPoint = () => {};

/** Parses `CRASH_AT` ("name" or "name:n"); refuses a name that is not a crash point, so a typo cannot pass silently. */
export function parseCrashAt(spec: string): { name: CrashPointName; nth: number } {
  const [name, nth = "1"] = spec.split(":");
  if (!(CRASH_POINTS as readonly string[]).includes(name ?? "")) throw new Error(`CRASH_AT must name one of ${CRASH_POINTS.join(", ")}, not ${name}`);
  const count = Number(nth);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`CRASH_AT's count must be a whole number from 1, not ${nth}`);
  return { name: name as CrashPointName, nth: count };
}

/** The crash point of this process: live only outside production with `CRASH_AT` set. */
export function crashPointsFrom(env: { CRASH_AT?: string; NODE_ENV: string }, die: () => void = () => process.kill(process.pid, "SIGKILL")): CrashPoint {
  if (!env.CRASH_AT || env.NODE_ENV === "production") return noCrash;
  const { name, nth } = parseCrashAt(env.CRASH_AT);
  let hits = 0;
  return (point) => {
    if (point !== name) return;
    hits += 1;
    if (hits < nth) return;
    // stderr to a pipe or a file is written synchronously on Linux: the line is out before the signal lands.
    process.stderr.write(`crash point ${point} hit\n`);
    die();
  };
}
