/**
 * Spec 1 §8: every failed cart call is reported with a call label; the shopper sees no message for
 * it (the discount messages aside). The console is this site's error reporter.
 */
export function reportCartError(label: string, error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`[cart] ${label} failed: ${detail}`);
}
