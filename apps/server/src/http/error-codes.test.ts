import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CartErrorCode } from "@maison/contracts/cart";
import { CheckoutErrorCode } from "@maison/contracts/checkout";
import { CommonErrorCode } from "@maison/contracts/error";
import { ERROR_CODE_ENUMS, isDeclaredErrorCode } from "@maison/contracts/error-codes";
import { PAYMENT_DECLINED_PREFIX, PaymentDeclineCode, paymentDeclinedCode } from "@maison/contracts/payment";
import { CODE_ATTEMPTS_ERROR_CODE } from "@maison/domain/cart/code-attempts";
import type { DiscountErrorCode } from "@maison/domain/cart/discount-code";
import { itemHoldLifecycle } from "@maison/domain/checkout/item-hold";
import { orderLifecycle } from "@maison/domain/checkout/order-lifecycle";
import type { FulfilmentRefusal } from "@maison/domain/checkout/order-fulfilment";
import type { ShippingRefusal } from "@maison/domain/checkout/shipping-method";
import { pieceLifecycle } from "@maison/domain/inventory/piece-lifecycle";
import { paymentRequestLifecycle } from "@maison/domain/payment-requests/payment-request-lifecycle";
import { loanLifecycle } from "@maison/domain/loans/loan-lifecycle";
import { returnLifecycle } from "@maison/domain/returns/return-lifecycle";
import { payoutLifecycle } from "@maison/domain/payouts/payout-lifecycle";
import { submissionItemLifecycle } from "@maison/domain/selling/submission-item-lifecycle";
import { subscriptionLifecycle } from "@maison/domain/membership/subscription-transitions";
import { ledgerHoldLifecycle } from "@maison/domain/wallet/ledger-hold-lifecycle";
import { DECLINE_MESSAGES } from "../platform/payments/test-cards.ts";
import { codeUses } from "./error-code-scan.ts";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** Codes computed where the error is made: each site says what keeps its codes declared. */
const DYNAMIC_CODE_SITES: Record<string, string> = {
  "apps/server/src/modules/catalog/listing-photo.service.ts: code": "invalid() takes a CatalogErrorCode",
  "apps/server/src/modules/checkout/checkout-errors.ts: code": "shippingRefused() takes the domain's ShippingRefusal codes, checked below",
  "apps/server/src/modules/checkout/checkout-errors.ts: paymentDeclinedCode(code)": "the gateway's decline code under the declared prefix, checked below",
  "apps/server/src/modules/checkout/order-fulfilment.service.ts: refusal.code": "the domain's FulfilmentRefusal codes, checked below",
  "apps/server/src/modules/identity/new-password.ts: PASSWORD_PROBLEM_CODES[problem]": "a Record<PasswordProblem, IdentityErrorCode>",
  "apps/server/src/modules/identity/verification-code.service.ts: code": "failure() takes an IdentityErrorCode",
  "apps/server/src/modules/payment-requests/payment-request.service.ts: paymentDeclinedCode(authorisation.code)": "the gateway's decline code under the declared prefix, checked below",
  "apps/server/src/modules/membership/membership-errors.ts: code": "the gateway's decline code, passed on as it is (PaymentDeclineCode)",
  "apps/server/src/modules/search/filtered-list.service.ts: error.code": "re-throws a caught DomainError with its field renamed",
  "apps/server/src/platform/lifecycle/transitions.ts: code": "STATUS_BY_REFUSAL holds LifecycleErrorCodes",
  "apps/server/src/platform/lifecycle/transitions.ts: `${lifecycle.name}_not_found`": "checked for every lifecycle below",
  "apps/server/src/platform/rate-limit/rate-limiter.ts: refusal.code": "enforce() takes an ErrorCode",
};

/**
 * A code compared (`error.code === "…"`, not `typeof code === "string"`) or built (`{code: "…"}`,
 * `{code: error.code ?? "…"}`) as a bare string.
 */
const WEB_BARE_CODE = /(?<!typeof [\w.]*)code\)?\s*[!=]==\s*"[a-z][a-z0-9_]*"|\bcode: (?:[\w.?]+ \?\? )?"[a-z][a-z0-9_]*"/;

/** `code: "…"` values in the domain that are not error codes. */
const NOT_ERROR_CODES = new Set(["packages/domain/src/checkout/carriers.ts"]);

function sources(dir: string, ext: RegExp): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path, ext);
    return ext.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const SERVER = sources("apps/server/src", /\.ts$/).filter((path) => path !== "apps/server/src/http/error-code-scan.ts");
const DOMAIN = sources("packages/domain/src", /\.ts$/).filter((path) => !NOT_ERROR_CODES.has(path));

describe("error codes in the server", () => {
  const uses = SERVER.flatMap((file) => codeUses(read(file)).map((use) => ({ file, ...use })));

  it("are all declared in a contracts enum", () => {
    const undeclared = uses.flatMap((use) => (use.kind === "literal" && !isDeclaredErrorCode(use.code) ? [`${use.file}:${use.line} ${use.code}`] : []));
    expect(undeclared).toEqual([]);
  });

  it("come from their enum, never as a bare string", () => {
    expect(uses.flatMap((use) => (use.kind === "literal" ? [`${use.file}:${use.line} ${use.code}`] : []))).toEqual([]);
  });

  it("are computed only at the listed sites, and every listed site still exists", () => {
    const sites = new Set(uses.flatMap((use) => (use.kind === "dynamic" ? [`${use.file}: ${use.expression}`] : [])));
    expect([...sites].filter((site) => !(site in DYNAMIC_CODE_SITES))).toEqual([]);
    expect(Object.keys(DYNAMIC_CODE_SITES).filter((site) => !sites.has(site))).toEqual([]);
  });

  it("include each lifecycle's not-found code", () => {
    const lifecycles = [orderLifecycle, pieceLifecycle, subscriptionLifecycle, ledgerHoldLifecycle, itemHoldLifecycle, submissionItemLifecycle, payoutLifecycle, paymentRequestLifecycle, loanLifecycle, returnLifecycle];
    expect(lifecycles.map((l) => `${l.name}_not_found`).filter((code) => !isDeclaredErrorCode(code))).toEqual([]);
  });
});

describe("error codes of the domain", () => {
  it("are declared in a contracts enum", () => {
    const undeclared = DOMAIN.flatMap((file) =>
      codeUses(read(file)).flatMap((use) => (use.kind === "literal" && !isDeclaredErrorCode(use.code) ? [`${file}:${use.line} ${use.code}`] : [])),
    );
    expect(undeclared).toEqual([]);
    expect(CartErrorCode.options).toContain(CODE_ATTEMPTS_ERROR_CODE);
    expectTypeOf<DiscountErrorCode>().toExtend<CartErrorCode>();
    expectTypeOf<ShippingRefusal["code"]>().toExtend<CheckoutErrorCode>();
    expectTypeOf<FulfilmentRefusal["code"]>().toExtend<CheckoutErrorCode>();
  });
});

describe("payment declines", () => {
  it("of the test gateway are declared, and checkout answers them under the declared prefix", () => {
    expect(Object.keys(DECLINE_MESSAGES).filter((code) => !PaymentDeclineCode.safeParse(code).success)).toEqual([]);
    expect(PaymentDeclineCode.options.map(paymentDeclinedCode)).toEqual(PaymentDeclineCode.options.map((code) => `${PAYMENT_DECLINED_PREFIX}${code}`));
    expect(paymentDeclinedCode("x".repeat(80))).toHaveLength(60);
  });
});

describe("error codes in the web", () => {
  it("are compared or built from the contracts enums, never as bare strings", () => {
    expect(sources("apps/web/app", /\.tsx?$/).filter((file) => WEB_BARE_CODE.test(read(file)))).toEqual([]);
  });
});

describe("the contracts enums", () => {
  const declarations = Object.entries(ERROR_CODE_ENUMS).flatMap(([name, codes]) => codes.options.map((code) => ({ name, code })));

  it("declare a code in one concept's enum only, unless it is a common code", () => {
    const owners = new Map<string, string[]>();
    for (const { name, code } of declarations) owners.set(code, [...(owners.get(code) ?? []), name]);
    const twice = [...owners].filter(([code, names]) => names.length > 1 && !CommonErrorCode.safeParse(code).success);
    expect(twice).toEqual([]);
  });

  it("spell codes in lower snake case, each with a one-line comment stating its rule", () => {
    expect(declarations.filter(({ code }) => !/^[a-z][a-z0-9_]*$/.test(code))).toEqual([]);
    const contracts = sources("packages/contracts/src", /\.ts$/).map(read).join("\n");
    const uncommented = Object.keys(ERROR_CODE_ENUMS).flatMap((name) => {
      const block = new RegExp(`export const ${name} = z\\.enum\\(\\[\\n([\\s\\S]*?)\\n\\]\\);`).exec(contracts)?.[1];
      if (block === undefined) return [`${name}: no z.enum([…]) declaration`];
      const lines = block.split("\n").map((line) => line.trim());
      return lines.flatMap((line, i) => (/^"/.test(line) && !/^\/\*\* .+ \*\/$/.test(lines[i - 1] ?? "") ? [`${name}: ${line}`] : []));
    });
    expect(uncommented).toEqual([]);
  });
});
