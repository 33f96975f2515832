/**
 * The carriers Maison ships with, the shape of their tracking numbers and where a buyer follows a
 * parcel. A tracking number is checked before an order is marked shipped, so a typo is caught at the
 * packing desk rather than by the buyer.
 */
export const CARRIER_CODES = ["ups", "fedex", "usps", "dhl"] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export interface Carrier {
  code: CarrierCode;
  name: string;
  /** The formats its tracking numbers take (after normalising), in words for the error message. */
  format: string;
  pattern: RegExp;
  /** The public tracking page of one parcel. */
  trackingUrl: (trackingNumber: string) => string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: "ups",
    name: "UPS",
    format: "1Z followed by 16 letters or digits",
    pattern: /^1Z[0-9A-Z]{16}$/,
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  },
  {
    code: "fedex",
    name: "FedEx",
    format: "12, 15, 20 or 22 digits",
    pattern: /^(?:\d{12}|\d{15}|\d{20}|\d{22})$/,
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  {
    code: "usps",
    name: "USPS",
    format: "20 to 22 digits, or two letters, 9 digits and US",
    pattern: /^(?:\d{20,22}|[A-Z]{2}\d{9}US)$/,
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
  {
    code: "dhl",
    name: "DHL",
    format: "10 or 11 digits, or JJD followed by 18 digits",
    pattern: /^(?:\d{10,11}|JJD\d{18})$/,
    trackingUrl: (n) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
  },
];

export function isCarrierCode(value: string): value is CarrierCode {
  return (CARRIER_CODES as readonly string[]).includes(value);
}

/** The carrier of this code, or null for one we do not ship with. */
export function carrierOf(code: string): Carrier | null {
  return CARRIERS.find((c) => c.code === code) ?? null;
}

/** A tracking number as labels print it and people type it ("1z 999-aa1…"): spaces and dashes go, letters are capitals. */
export function normalizeTrackingNumber(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** Why a tracking number does not fit its carrier, in the packer's words; null when it fits. */
export function trackingNumberProblem(code: CarrierCode, trackingNumber: string): string | null {
  const carrier = carrierOf(code)!;
  const normalized = normalizeTrackingNumber(trackingNumber);
  if (normalized === "") return "Please enter the tracking number.";
  if (!carrier.pattern.test(normalized)) return `This is not a ${carrier.name} tracking number: expected ${carrier.format}.`;
  return null;
}

/** The buyer's link to follow the parcel; null when the carrier is not one of ours. */
export function trackingUrlOf(code: string | null, trackingNumber: string | null): string | null {
  if (code === null || trackingNumber === null) return null;
  return carrierOf(code)?.trackingUrl(trackingNumber) ?? null;
}
