/** Misspelt domains that are almost always typos of real providers (spec 1 §5). */
export const TYPO_EMAIL_DOMAINS = ["all.com", "ail.com", "gnail.com", "yahooo.com", "yaho.com"] as const;

const GENERAL_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type EmailProblem = "empty" | "pattern" | "typo_domain" | "typo_ending";

/**
 * The e-mail check of spec 1 §5: a general address pattern, no typo domains (@gnail.com…), and no
 * address ending in .con or .comm. Returns the problem, or null when the address is acceptable.
 */
export function emailProblem(raw: string): EmailProblem | null {
  const email = raw.trim().toLowerCase();
  if (email === "") return "empty";
  if (!GENERAL_EMAIL_PATTERN.test(email) || email.length > 254) return "pattern";
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if ((TYPO_EMAIL_DOMAINS as readonly string[]).includes(domain)) return "typo_domain";
  if (email.endsWith(".con") || email.endsWith(".comm")) return "typo_ending";
  return null;
}

export function isValidEmail(raw: string): boolean {
  return emailProblem(raw) === null;
}

export const EMAIL_PROBLEM_MESSAGES: Record<EmailProblem, string> = {
  empty: "Please enter your e-mail address.",
  pattern: "Please enter a valid e-mail address.",
  typo_domain: "Please check the spelling of your e-mail address.",
  typo_ending: "Please check the ending of your e-mail address.",
};

/** The form of an address we store and compare: trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
