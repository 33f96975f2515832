import { describe, expect, it } from "vitest";
import { MULTIPASS_TTL_MS } from "@maison/domain/identity/sign-in-limits";
import { checkoutStep, multipassUrlOf, sitePath } from "./checkout-handoff.ts";

const cart = { email: null, checkoutUrl: "http://localhost:3000/checkouts/tok123?key=k" };
const link = { url: "http://localhost:3000/account/login/multipass/T0KEN", issuedAt: 1_000 };

describe("checkout hand-off (spec 1 §4)", () => {
  it("asks a guest for an e-mail when the cart has none", () => {
    expect(checkoutStep({ cart, accountEmail: null, enteredEmail: null, multipass: null, now: 0 })).toEqual({ kind: "need-email" });
    expect(checkoutStep({ cart, accountEmail: null, enteredEmail: "  ", multipass: null, now: 0 })).toEqual({ kind: "need-email" });
  });

  it("updates the buyer e-mail only when missing or different, then goes to checkoutUrl", () => {
    expect(checkoutStep({ cart, accountEmail: null, enteredEmail: "g@x.co", multipass: null, now: 0 })).toEqual({ kind: "go", updateEmail: "g@x.co", url: cart.checkoutUrl });
    const withEmail = { ...cart, email: "G@x.co" };
    expect(checkoutStep({ cart: withEmail, accountEmail: null, enteredEmail: null, multipass: null, now: 0 })).toEqual({ kind: "go", updateEmail: null, url: cart.checkoutUrl });
    expect(checkoutStep({ cart: withEmail, accountEmail: null, enteredEmail: "other@x.co", multipass: null, now: 0 }).kind === "go").toBe(true);
    expect(checkoutStep({ cart: withEmail, accountEmail: null, enteredEmail: "other@x.co", multipass: null, now: 0 })).toMatchObject({ updateEmail: "other@x.co" });
  });

  it("sends a signed-in shopper through a fresh one-time sign-in link with return_to the checkout path", () => {
    const step = checkoutStep({ cart, accountEmail: "m@x.co", enteredEmail: null, multipass: link, now: 1_000 + 30_000 });
    expect(step).toEqual({
      kind: "go",
      updateEmail: "m@x.co",
      url: `${link.url}?return_to=${encodeURIComponent("/checkouts/tok123?key=k")}`,
    });
  });

  it("goes straight to the checkout when the link has expired (the session already signs the shopper in)", () => {
    const step = checkoutStep({ cart, accountEmail: "m@x.co", enteredEmail: null, multipass: link, now: 1_000 + MULTIPASS_TTL_MS });
    expect(step).toEqual({ kind: "go", updateEmail: "m@x.co", url: cart.checkoutUrl });
  });

  it("reads paths and links", () => {
    expect(sitePath("https://shop.example/checkouts/a?b=1")).toBe("/checkouts/a?b=1");
    expect(multipassUrlOf({ multipass_url: "http://x/account/login/multipass/t" })).toBe("http://x/account/login/multipass/t");
    expect(multipassUrlOf({ multipass_url: null })).toBeNull();
  });
});
