/** Partner signup and leads (spec 2 §6 "Partners can submit leads", §7 create-partner/, §8; decision 062). */

export const PARTNER_KINDS = ["department_store", "boutique", "stylist"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  department_store: "Department store",
  boutique: "Boutique",
  stylist: "Personal stylist",
};

/** How many pieces one lead may bring (the selling module's limit per submission). */
export const MAX_LEAD_PIECES = 10;

/**
 * The stem of a new partner's code: the name's letters and digits, upper-cased, at most 8; the
 * service appends two digits until the code is free (e.g. "Bergdorf Goodman" → BERGDORF + "27").
 */
export function partnerCodeStem(name: string): string {
  const stem = name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toUpperCase().replace(/[^A-Z0-9]/g, "").slice(0, 8);
  return stem.length >= 3 ? stem : `PARTNER${stem}`.slice(0, 8);
}

/** Spec 2 §8: the partner form shows the server's detail with brackets and quotes stripped, otherwise this. */
export const PARTNER_FORM_FALLBACK_MESSAGE = "Something went wrong. Please try again or contact support.";

export function partnerFormMessage(detail: unknown): string {
  const text = typeof detail === "string" ? detail : Array.isArray(detail) ? detail.map(String).join(" ") : "";
  const stripped = text.replace(/[[\]{}"'`]/g, "").replace(/\s+/g, " ").trim();
  return stripped || PARTNER_FORM_FALLBACK_MESSAGE;
}

export const PARTNER_MESSAGES = {
  alreadyPartner: "This account is already a partner.",
  notPartner: "Sign up as a partner first to submit leads.",
  unknownLocation: "Choose one of the listed locations.",
} as const;
