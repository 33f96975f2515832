/** The business signup's choices and rules (spec 2 §2 /join-rebagforbusiness; decision 061). */

/** How much a business expects to buy a month, as the form offers it. */
export const WHOLESALE_VOLUMES = ["under_10k", "10k_50k", "50k_250k", "over_250k"] as const;
export type WholesaleVolume = (typeof WHOLESALE_VOLUMES)[number];

export const WHOLESALE_VOLUME_LABELS: Record<WholesaleVolume, string> = {
  under_10k: "Under $10,000 a month",
  "10k_50k": "$10,000 to $50,000 a month",
  "50k_250k": "$50,000 to $250,000 a month",
  over_250k: "Over $250,000 a month",
};

export const WHOLESALE_BUSINESS_TYPES = ["boutique", "online_reseller", "department_store", "consignment_store", "other"] as const;
export type WholesaleBusinessType = (typeof WHOLESALE_BUSINESS_TYPES)[number];

export const WHOLESALE_BUSINESS_TYPE_LABELS: Record<WholesaleBusinessType, string> = {
  boutique: "Boutique",
  online_reseller: "Online reseller",
  department_store: "Department store",
  consignment_store: "Consignment store",
  other: "Other",
};

/** A resale certificate: a PDF or a photo of it, 5 MB at most. */
export const RESALE_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const RESALE_CERTIFICATE_TYPES = { pdf: "application/pdf", jpg: "image/jpeg", png: "image/png" } as const;
export type ResaleCertificateExtension = keyof typeof RESALE_CERTIFICATE_TYPES;

/** The file's kind by its first bytes (never by its name): null when it is none of the accepted ones. */
export function resaleCertificateKind(bytes: Uint8Array): ResaleCertificateExtension | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  return null;
}

/** A US EIN (12-3456789) or another country's tax number: 5 to 20 letters, digits, spaces, dots or dashes. */
export const TAX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .-]{3,18}[A-Za-z0-9]$/;

export const WHOLESALE_MESSAGES = {
  alreadyPending: "Your application is being reviewed. We will e-mail you as soon as it is decided.",
  alreadyApproved: "Your account already has wholesale access.",
  certificateMissing: "Upload your resale certificate.",
  certificateType: "Upload the resale certificate as a PDF, JPEG or PNG file.",
  certificateSize: "The resale certificate must be 5 MB or smaller.",
  wholesaleOnly: "The wholesale collection is for approved business partners. Request access to shop it.",
} as const;
