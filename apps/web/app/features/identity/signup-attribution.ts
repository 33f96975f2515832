/**
 * Where a new account came from, sent with POST /v7/create-account (spec 2 §7): the first page of
 * the visit, the page the form was sent from, when, and the UTM source/medium/campaign found in
 * either URL or, failing that, in cookies set by a campaign landing.
 */

/** Session-storage key holding the first URL of the visit. */
export const LANDING_URL_KEY = "landing_url";

export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign"] as const;
type UtmField = (typeof UTM_FIELDS)[number];

export type SignupAttribution = {
  initial_url: string;
  last_url: string;
  creation_time: string;
} & Partial<Record<UtmField, string>>;

const MAX_URL = 2000;
const MAX_UTM = 200;

export function signupAttribution(input: {
  landingUrl: string | null;
  currentUrl: string;
  now: Date;
  cookieHeader: string;
}): SignupAttribution {
  const attribution: SignupAttribution = {
    initial_url: (input.landingUrl ?? input.currentUrl).slice(0, MAX_URL),
    last_url: input.currentUrl.slice(0, MAX_URL),
    creation_time: input.now.toISOString(),
  };
  const sources = [searchParamsOf(input.currentUrl), searchParamsOf(input.landingUrl), cookieParams(input.cookieHeader)];
  for (const field of UTM_FIELDS) {
    const value = sources.map((source) => source.get(field)?.trim()).find((v) => v);
    if (value) attribution[field] = value.slice(0, MAX_UTM);
  }
  return attribution;
}

function searchParamsOf(url: string | null): Map<string, string> {
  if (!url) return new Map();
  try {
    return new Map(new URL(url).searchParams);
  } catch {
    return new Map();
  }
}

/** `a=1; b=2` → {a: "1", b: "2"}; values are URI-decoded when they can be. */
export function cookieParams(header: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value
    }
    if (!map.has(name)) map.set(name, value);
  }
  return map;
}
