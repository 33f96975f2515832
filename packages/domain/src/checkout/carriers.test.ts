import { describe, expect, it } from "vitest";
import { CARRIER_CODES, carrierOf, isCarrierCode, normalizeTrackingNumber, trackingNumberProblem, trackingUrlOf } from "./carriers.ts";

describe("carriers", () => {
  it("ships with UPS, FedEx, USPS and DHL", () => {
    expect(CARRIER_CODES.map((c) => carrierOf(c)!.name)).toEqual(["UPS", "FedEx", "USPS", "DHL"]);
    expect(isCarrierCode("fedex")).toBe(true);
    expect(isCarrierCode("pigeon")).toBe(false);
    expect(carrierOf("pigeon")).toBeNull();
  });

  it("reads tracking numbers as people type them", () => {
    expect(normalizeTrackingNumber(" 1z 999-aa1 0123 4567 84 ")).toBe("1Z999AA10123456784");
  });

  it("accepts each carrier's own formats", () => {
    expect(trackingNumberProblem("ups", "1Z999AA10123456784")).toBeNull();
    expect(trackingNumberProblem("fedex", "123456789012")).toBeNull();
    expect(trackingNumberProblem("fedex", "123456789012345")).toBeNull();
    expect(trackingNumberProblem("usps", "9400 1000 0000 0000 0000 00")).toBeNull();
    expect(trackingNumberProblem("usps", "EC123456789US")).toBeNull();
    expect(trackingNumberProblem("dhl", "1234567890")).toBeNull();
    expect(trackingNumberProblem("dhl", "JJD000390007562847346")).toBeNull();
  });

  it("refuses another carrier's number, a short one and an empty one, naming what was expected", () => {
    expect(trackingNumberProblem("fedex", "1Z999AA10123456784")).toBe("This is not a FedEx tracking number: expected 12, 15, 20 or 22 digits.");
    expect(trackingNumberProblem("ups", "1Z999")).toBe("This is not a UPS tracking number: expected 1Z followed by 16 letters or digits.");
    expect(trackingNumberProblem("dhl", "123456789")).not.toBeNull();
    expect(trackingNumberProblem("usps", "  ")).toBe("Please enter the tracking number.");
  });

  it("links each parcel to its carrier's tracking page", () => {
    expect(trackingUrlOf("ups", "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrlOf("fedex", "123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(trackingUrlOf("usps", "EC123456789US")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=EC123456789US");
    expect(trackingUrlOf("dhl", "1234567890")).toBe("https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890");
    expect(trackingUrlOf(null, null)).toBeNull();
    expect(trackingUrlOf("pigeon", "1")).toBeNull();
  });
});
