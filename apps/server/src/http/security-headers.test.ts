import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, installSecurityHeaders } from "./security-headers.ts";

async function appAt(publicBaseUrl: string) {
  const app = Fastify();
  installSecurityHeaders(app, { publicBaseUrl });
  app.get("/page", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><p>Hello</p>"));
  app.get("/json", async () => ({ ok: true }));
  app.get("/reset", async (_request, reply) => reply.header("referrer-policy", "no-referrer").type("text/html").send("<p>reset</p>"));
  return app;
}

describe("security headers", () => {
  it("pages get the content security policy: nothing from elsewhere, never framed, forms only to the site", async () => {
    const app = await appAt("http://localhost:3000");
    const page = await app.inject({ method: "GET", url: "/page" });
    expect(page.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "form-action 'self'", "base-uri 'self'"]) {
      expect(CONTENT_SECURITY_POLICY).toContain(directive);
    }
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const json = await app.inject({ method: "GET", url: "/json" });
    expect(json.headers["content-security-policy"]).toBeUndefined();
    expect(json.headers["x-content-type-options"]).toBe("nosniff");
    expect((await app.inject({ method: "GET", url: "/reset" })).headers["referrer-policy"]).toBe("no-referrer");
  });

  it("HSTS once the site is served over HTTPS", async () => {
    const app = await appAt("https://maison.example");
    expect((await app.inject({ method: "GET", url: "/json" })).headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});
