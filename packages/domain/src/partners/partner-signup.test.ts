import { describe, expect, it } from "vitest";
import { PARTNER_FORM_FALLBACK_MESSAGE, partnerCodeStem, partnerFormMessage } from "./partner-signup.ts";

describe("partner codes", () => {
  it("stems a code from the partner's name: letters and digits, upper-case, 8 at most", () => {
    expect(partnerCodeStem("Bergdorf Goodman")).toBe("BERGDORF");
    expect(partnerCodeStem("Atelier Soho")).toBe("ATELIERS");
    expect(partnerCodeStem("Hôtel d'Été")).toBe("HOTELDET");
  });
  it("pads a name too short to stand alone", () => {
    expect(partnerCodeStem("K")).toBe("PARTNERK");
  });
});

describe("partner-form messages (spec 2 §8)", () => {
  it("shows the server's detail with brackets and quotes stripped", () => {
    expect(partnerFormMessage(`["Choose one of the listed locations."]`)).toBe("Choose one of the listed locations.");
    expect(partnerFormMessage(["'Name' is required"])).toBe("Name is required");
  });
  it("falls back to the spec's sentence when there is no detail", () => {
    expect(partnerFormMessage(undefined)).toBe(PARTNER_FORM_FALLBACK_MESSAGE);
    expect(partnerFormMessage(`[""]`)).toBe(PARTNER_FORM_FALLBACK_MESSAGE);
    expect(PARTNER_FORM_FALLBACK_MESSAGE).toBe("Something went wrong. Please try again or contact support.");
  });
});
