import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/config/env.ts";
import { createLogger } from "../../src/context.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(loadEnv({ NODE_ENV: "test", LOG_LEVEL: "info" }), sink);
  t = await createTestApp({ logger });
});
afterAll(async () => {
  await t.close();
});

describe("request logs", () => {
  it("never carry cart tokens, one-time links, access keys or session tokens", async () => {
    const secrets = ["c1-SeCrEtCaRtToKeN0001", "MuLtIpAsSsEcReT000000001", "AcCeSsKeY0001", "SeSsIoNtOkEn0001"];
    await t.app.inject({ method: "GET", url: `/api/checkout/${secrets[0]}/` });
    await t.app.inject({ method: "GET", url: `/account/login/multipass/${secrets[1]}?return_to=/checkouts/${secrets[0]}` });
    await t.app.inject({ method: "GET", url: `/api/orders/ord_0000000000000000/?key=${secrets[2]}` });
    await t.app.inject({ method: "GET", url: "/api/v6/my-account/", headers: { authorization: `Token ${secrets[3]}`, cookie: `auth_token=${secrets[3]}` } });
    const log = lines.join("");
    expect(log).toContain("incoming request");
    expect(log).toContain("/api/checkout/[redacted]/");
    for (const secret of secrets) expect(log, `log lines mention ${secret}`).not.toContain(secret);
  });
});
