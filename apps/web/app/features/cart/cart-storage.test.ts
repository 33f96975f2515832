import { describe, expect, it } from "vitest";
import { asksToOpenCart, cartCookieString, cartIdFromCookieHeader, withoutOpenCartParam } from "./cart-storage.ts";

describe("cart storage", () => {
  it("reads the cart id from the cookie header and ignores anything that is not a cart gid", () => {
    const id = "gid://shopify/Cart/c1abc?key=k9";
    expect(cartIdFromCookieHeader(`auth_token=x; cart=${encodeURIComponent(id)}; other=1`)).toBe(id);
    expect(cartIdFromCookieHeader("cart=gid%3A%2F%2Fshopify%2FProduct%2F1")).toBeNull();
    expect(cartIdFromCookieHeader("cart=%E0%A4%A")).toBeNull();
    expect(cartIdFromCookieHeader(null)).toBeNull();
  });

  it("keeps the id for the default 15 days and clears it with Max-Age=0", () => {
    expect(cartCookieString("gid://shopify/Cart/a", true)).toBe(
      "cart=gid%3A%2F%2Fshopify%2FCart%2Fa; Max-Age=1296000; Path=/; SameSite=Lax; Secure",
    );
    expect(cartCookieString(null, false)).toBe("cart=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("opens on cart=open and drops only that parameter (spec 2 §2)", () => {
    expect(asksToOpenCart("?cart=open&x=1")).toBe(true);
    expect(asksToOpenCart("?cart=closed")).toBe(false);
    expect(withoutOpenCartParam("?cart=open&x=1")).toBe("?x=1");
    expect(withoutOpenCartParam("?cart=open")).toBe("");
  });
});
