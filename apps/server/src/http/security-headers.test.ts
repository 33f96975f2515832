import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, installSecurityHeaders, scriptNonce } from "./security-headers.ts";

async function appAt(publicBaseUrl: string) {
  const app = Fastify();
  installSecurityHeaders(app, { publicBaseUrl });
  app.get("/page", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><p>Hello</p>"));
  app.get("/json", async () => ({ ok: true }));
  app.get("/rendered", async (_request, reply) =>
    reply.header("content-security-policy", contentSecurityPolicy("abc")).type("text/html").send("<script nonce=\"abc\"></script>"),
  );
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

  it("no inline script runs without a nonce; a rendered page's own policy, with its nonce, is kept", async () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(contentSecurityPolicy("abc")).toContain("script-src 'self' 'nonce-abc';");
    const app = await appAt("http://localhost:3000");
    expect((await app.inject({ method: "GET", url: "/rendered" })).headers["content-security-policy"]).toBe(contentSecurityPolicy("abc"));
    const nonces = new Set(Array.from({ length: 50 }, () => scriptNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("HSTS once the site is served over HTTPS", async () => {
    const app = await appAt("https://maison.example");
    expect((await app.inject({ method: "GET", url: "/json" })).headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });
});
