import type { DiscountCodeRule } from "@maison/domain/cart/discount-code";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { insertDiscountCode } from "./discount-code.repository.ts";

const DAY_MS = 86_400_000;

/** The discount codes of the demo data (listed in the README), one per result of spec 1 §5 worth trying. */
export function demoDiscountCodes(now: Date): DiscountCodeRule[] {
  const base = { usageLimit: null, usedCount: 0, startsAt: null, endsAt: null, status: "active" as const };
  return [
    { ...base, code: "WELCOME10", title: "Welcome 10% off", kind: "percent", value: 10, minSubtotalCents: 100_00 },
    { ...base, code: "MAISON50", title: "$50 off orders over $500", kind: "fixed", value: 50_00, minSubtotalCents: 500_00 },
    {
      ...base,
      code: "SUMMER2024",
      title: "Summer 2024",
      kind: "percent",
      value: 15,
      minSubtotalCents: 0,
      startsAt: "2024-06-01T00:00:00.000Z",
      endsAt: new Date(Math.min(Date.parse("2024-09-01T00:00:00.000Z"), now.getTime() - DAY_MS)).toISOString(),
    },
    { ...base, code: "FIRST100", title: "First 100 shoppers", kind: "fixed", value: 100_00, minSubtotalCents: 0, usageLimit: 100, usedCount: 100 },
  ];
}

/** Adds the demo discount codes that do not exist yet; running it again changes nothing. Returns the codes added. */
export async function seedDemoDiscountCodes(db: Db, now: Date): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const added: string[] = [];
    for (const rule of demoDiscountCodes(now)) {
      if (await insertDiscountCode(tx.db, rule, now.toISOString())) added.push(rule.code);
    }
    return added;
  });
}
