import { describe, expect, it } from "vitest";
import { beforeTradeInCookie, localReturnPath, readBeforeTradeIn, returnPathFromReferer, withCartOpen } from "./before-trade-in.ts";

const PAGE = "https://maison.test/trade-in";

describe("the trade-in return cookie (spec 1 §3 before_trade_in, §9 one day)", () => {
  it("keeps the local page the shopper came from, without its cart=open", () => {
    expect(returnPathFromReferer("https://maison.test/products/chanel-flap-123?cart=open&ref=x", PAGE)).toBe("/products/chanel-flap-123?ref=x");
    expect(returnPathFromReferer("https://maison.test/collections/all-bags", PAGE)).toBe("/collections/all-bags");
  });

  it("ignores another site, the flow's own steps, data requests and a missing or broken Referer", () => {
    expect(returnPathFromReferer("https://elsewhere.test/products/x", PAGE)).toBeNull();
    expect(returnPathFromReferer("https://maison.test/trade-in?step=details", PAGE)).toBeNull();
    expect(returnPathFromReferer("https://maison.test/sell-now", PAGE)).toBeNull();
    expect(returnPathFromReferer("https://maison.test/products/x.data", PAGE)).toBeNull();
    expect(returnPathFromReferer(null, PAGE)).toBeNull();
    expect(returnPathFromReferer("not a url", PAGE)).toBeNull();
  });

  it("never reads a path that could lead off the site", () => {
    expect(localReturnPath("//evil.test/x")).toBeNull();
    expect(localReturnPath("https://evil.test/")).toBeNull();
    expect(localReturnPath("/\\evil.test")).toBeNull();
    expect(localReturnPath(`/${"a".repeat(600)}`)).toBeNull();
    expect(readBeforeTradeIn("x=1; before_trade_in=%2F%2Fevil.test")).toBeNull();
  });

  it("writes for a day and reads back what it wrote; null forgets it", () => {
    const set = beforeTradeInCookie("/products/a?b=c", true);
    expect(set).toBe("before_trade_in=%2Fproducts%2Fa%3Fb%3Dc; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(readBeforeTradeIn(`cart=1; ${set.split(";")[0]}`)).toBe("/products/a?b=c");
    expect(beforeTradeInCookie(null, false)).toBe("before_trade_in=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(readBeforeTradeIn("before_trade_in=")).toBeNull();
  });

  it("returns with the cart open", () => {
    expect(withCartOpen("/products/a")).toBe("/products/a?cart=open");
    expect(withCartOpen("/search?q=kelly")).toBe("/search?q=kelly&cart=open");
  });
});
