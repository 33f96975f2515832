/** The seller's words the spec fixes (spec 2 §2, §8). */
export const SELLING_MESSAGES = {
  imageSubmission: "We have received your image submission and your offer will be sent to you in 3-4 days.",
  quoteByEmail: "We will e-mail you a quote within 2 business days.",
  submissionDetailFailed: "An error has occurred. Please try again later.",
  partnerCodeUnknown: "We don't recognise this partner code. Please check it and try again.",
} as const;

/** Ticket numbers the seller quotes to support: S- and six or more digits. */
export function ticketNumber(sequence: number): string {
  return `S-${String(sequence).padStart(6, "0")}`;
}
