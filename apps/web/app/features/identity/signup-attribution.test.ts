import { describe, expect, it } from "vitest";
import { cookieParams, signupAttribution } from "./signup-attribution.ts";

const now = new Date("2026-03-12T10:00:00.000Z");

describe("signupAttribution", () => {
  it("sends the first and last URL of the visit and the creation time", () => {
    expect(
      signupAttribution({
        landingUrl: "https://maison.test/collections/all-bags",
        currentUrl: "https://maison.test/products/kelly-28",
        now,
        cookieHeader: "",
      }),
    ).toEqual({
      initial_url: "https://maison.test/collections/all-bags",
      last_url: "https://maison.test/products/kelly-28",
      creation_time: "2026-03-12T10:00:00.000Z",
    });
  });

  it("takes UTM fields from the current URL, then the landing URL, then cookies", () => {
    const attribution = signupAttribution({
      landingUrl: "https://maison.test/?utm_source=mail&utm_medium=email",
      currentUrl: "https://maison.test/products/x?utm_source=ig",
      now,
      cookieHeader: "other=1; utm_campaign=spring%20edit; utm_source=cookie",
    });
    expect(attribution).toMatchObject({ utm_source: "ig", utm_medium: "email", utm_campaign: "spring edit" });
  });

  it("uses the current URL as the first one when the landing was not recorded", () => {
    const attribution = signupAttribution({ landingUrl: null, currentUrl: "https://maison.test/", now, cookieHeader: "" });
    expect(attribution.initial_url).toBe("https://maison.test/");
    expect(attribution).not.toHaveProperty("utm_source");
  });
});

describe("cookieParams", () => {
  it("reads a cookie header, keeping the first of repeated names and odd values raw", () => {
    const params = cookieParams("a=1; b=%E0%A4%A; a=2; =x; c");
    expect(params.get("a")).toBe("1");
    expect(params.get("b")).toBe("%E0%A4%A");
    expect(params.has("c")).toBe(false);
  });
});
