import { ErrorBody } from "@maison/contracts/error";
import type { PayoutProfile, PayoutProfiles } from "@maison/contracts/payouts";
import { PAYOUT_MESSAGES } from "@maison/domain/payouts/payout-messages";

/** The inputs of the bank-account form, named as the API names them. */
export const ACH_INPUTS = ["holder_name", "bank_name", "routing_number", "account_number", "account_type", "is_preferred"] as const;
/** The inputs of the check form. */
export const CHECK_INPUTS = ["address_id", "is_preferred"] as const;

/**
 * Every way the seller can be paid, in the order the panel lists them: store credit (always there),
 * then bank accounts, then check addresses.
 */
export function payoutChoices(profiles: Pick<PayoutProfiles, "sitecredit" | "ach" | "check">): PayoutProfile[] {
  return [...profiles.sitecredit, ...profiles.ach, ...profiles.check];
}

/** The profile payouts go to: the one marked preferred, else store credit. */
export function preferredChoice(choices: readonly PayoutProfile[]): PayoutProfile | null {
  return choices.find((p) => p.is_preferred) ?? choices.find((p) => p.provider_type === "sitecredit") ?? choices[0] ?? null;
}

/** What each kind of profile means for the seller, under its label. */
export const PAYOUT_KIND_NOTES: Record<PayoutProfile["provider_type"], string> = {
  sitecredit: "Added to your Maison wallet the day your piece is authenticated.",
  ach: "A bank transfer to this account.",
  check: "A check in the post to this address.",
};

/**
 * A refused or failed payout call as the form shows it (spec 1 §8): each field the API names beside
 * its input; a response with a detail shows that detail; a call with no readable answer shows
 * "Server was busy, please come back later!".
 */
export function payoutError(body: unknown, inputs: readonly string[]): { message: string | null; fields: Record<string, string> } {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return { message: PAYOUT_MESSAGES.serverBusy, fields: {} };
  const error = parsed.data;
  const entries = error.errors && error.errors.length > 0 ? error.errors : error.field ? [{ field: error.field, message: error.message }] : [];
  const fields: Record<string, string> = {};
  let unplaced = entries.length === 0;
  for (const entry of entries) {
    const input = inputs.find((name) => name === entry.field.split(".").pop());
    if (!input) unplaced = true;
    else if (!fields[input]) fields[input] = entry.message;
  }
  if (!unplaced) return { message: null, fields };
  const detail = (Array.isArray(error.detail) ? error.detail[0] : error.detail)?.trim();
  return { message: detail || error.message.trim() || PAYOUT_MESSAGES.serverBusy, fields };
}

/** "You will be paid in Maison store credit.", "… to Chase Checking ····6789.", "… by check to Ada Lane, …". */
export function paidToSentence(profile: Pick<PayoutProfile, "provider_type" | "label">): string {
  if (profile.provider_type === "sitecredit") return "You will be paid in Maison store credit.";
  if (profile.provider_type === "check") return `You will be paid by check to ${profile.label.replace(/^Check to /, "")}.`;
  return `You will be paid to ${profile.label}.`;
}
