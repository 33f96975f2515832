import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutsiders, createStaff, type SignedInUser } from "../support/staff-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let outsiders: { shopper: SignedInUser; partner: SignedInUser };

beforeAll(async () => {
  t = await createTestApp();
  outsiders = await createOutsiders(t);
});
afterAll(async () => {
  await t.close();
});

/** Every console call the application has registered (Fastify's route table, full paths), with sample ids. */
function consoleCalls(): Array<{ method: string; url: string }> {
  const calls: Array<{ method: string; url: string }> = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /(\/api\/ops\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    for (const method of match[2]!.split(", ").filter((m) => m !== "HEAD" && m !== "OPTIONS")) {
      calls.push({ method, url: match[1]!.replace(/:[A-Za-z_]+/g, "sample") });
    }
  }
  return calls;
}

describe("the console's calls", () => {
  it("answer 403 to a shopper, a partner and an anonymous visitor, every one of them", async () => {
    const calls = consoleCalls();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain("GET /api/ops/me/");
    for (const call of calls) {
      for (const headers of [{}, outsiders.shopper.headers, outsiders.partner.headers]) {
        const response = await t.app.inject({ method: call.method, url: call.url, headers, payload: call.method === "GET" ? undefined : {} });
        expect([call.method, call.url, response.statusCode, (response.json() as { code: string }).code]).toEqual([call.method, call.url, 403, "staff_only"]);
      }
    }
  });

  it("let staff in with their capabilities and the queues those open", async () => {
    const fulfilment = await createStaff(t, ["fulfilment"]);
    const me = await t.app.inject({ method: "GET", url: "/api/ops/me/", headers: fulfilment.headers });
    expect(me.statusCode).toBe(200);
    const body = me.json() as { email: string; capabilities: string[]; queues: Array<{ key: string; capability: string }> };
    expect(body).toMatchObject({ email: fulfilment.email, capabilities: ["fulfilment"] });
    expect(body.queues.map((q) => q.key)).toEqual(["orders_to_ship"]);

    const lister = await createStaff(t, ["listing", "receiving"]);
    const listerQueues = ((await t.app.inject({ method: "GET", url: "/api/ops/me/", headers: lister.headers })).json() as { queues: Array<{ key: string }> }).queues;
    expect(listerQueues.map((q) => q.key)).toEqual(["pieces_to_receive", "listings_to_publish", "submissions_inbound", "consignments_to_review", "consignments_to_list", "consignments_to_ship_back", "loans_to_ship_back"]);

    const admin = await createStaff(t, ["admin"]);
    const adminQueues = ((await t.app.inject({ method: "GET", url: "/api/ops/me/", headers: admin.headers })).json() as { queues: Array<{ key: string }> }).queues;
    expect(adminQueues.map((q) => q.key)).toEqual([
      "orders_to_ship",
      "pieces_to_receive",
      "pieces_to_authenticate",
      "listings_to_publish",
      "submissions_to_quote",
      "submissions_inbound",
      "submissions_to_authenticate",
      "submissions_to_pay",
      "consignments_to_review",
      "consignments_to_list",
      "consignments_to_ship_back",
      "loans_to_fund",
      "loans_to_ship_back",
      "trade_ins_to_inspect",
      "wallet_cash_outs",
    ]);
  });
});
