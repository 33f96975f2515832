import { describe, expect, it } from "vitest";
import { isNewsletterTurnedOff, shouldOfferNewsletter, type NewsletterOfferContext } from "./newsletter-offer.ts";

const visitor: NewsletterOfferContext = { signedIn: false, pathname: "/", search: "", suppressed: false, automated: false };

describe("shouldOfferNewsletter", () => {
  it("offers the newsletter to a visitor browsing the shop", () => {
    expect(shouldOfferNewsletter(visitor)).toBe(true);
    expect(shouldOfferNewsletter({ ...visitor, pathname: "/collections/all-bags", search: "?page=2" })).toBe(true);
  });

  it("never offers it to a signed-in user, once suppressed, or to an automated browser", () => {
    expect(shouldOfferNewsletter({ ...visitor, signedIn: true })).toBe(false);
    expect(shouldOfferNewsletter({ ...visitor, suppressed: true })).toBe(false);
    expect(shouldOfferNewsletter({ ...visitor, automated: true })).toBe(false);
  });

  it("stays away when the URL says newsletter=off", () => {
    expect(isNewsletterTurnedOff("?newsletter=off&utm_source=mail")).toBe(true);
    expect(isNewsletterTurnedOff("?newsletter=on")).toBe(false);
    expect(shouldOfferNewsletter({ ...visitor, search: "?newsletter=off" })).toBe(false);
  });

  it("stays away from account, password, sign-out and development pages", () => {
    for (const pathname of ["/my-account", "/my-account/profile", "/reset-password", "/reset-password/abc", "/logout", "/dev/mailbox"]) {
      expect(shouldOfferNewsletter({ ...visitor, pathname }), pathname).toBe(false);
    }
    expect(shouldOfferNewsletter({ ...visitor, pathname: "/developers" })).toBe(true);
  });
});
