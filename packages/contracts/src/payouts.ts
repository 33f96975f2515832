import { z } from "zod";
import { isValidAccountNumber, isValidRoutingNumber } from "@maison/domain/payouts/bank-account";

/** The typed failures of payouts and payout profiles. */
export const PayoutErrorCode = z.enum([
  /** No payout profile of the caller's has this id: 404. */
  "payout_profile_not_found",
  /** The seller has no bank account or check address to pay cash to: 409. */
  "no_payout_profile",
  /** The provider refused the transfer: 422. */
  "payout_refused",
  /** No payout has this id (a move on a payout that does not exist): 404. */
  "payout_not_found",
]);
export type PayoutErrorCode = z.infer<typeof PayoutErrorCode>;

export const PayoutProfile = z.object({
  id: z.string(),
  provider_type: z.enum(["ach", "check", "sitecredit"]),
  /** "Checking ····6789", the check address, or "Maison store credit". */
  label: z.string(),
  is_preferred: z.boolean(),
  is_preferred_for_wallet: z.boolean(),
  created_at: z.string(),
});
export type PayoutProfile = z.infer<typeof PayoutProfile>;

/** GET /v6/self-check-in/payments/profiles/ and /v6/my-account/payments/profiles/ (spec 2 §3 payment methods). */
export const PayoutProfiles = z.object({
  ach: z.array(PayoutProfile),
  check: z.array(PayoutProfile),
  sitecredit: z.array(PayoutProfile),
  wallet: z.array(PayoutProfile),
  favorite_bank_account: PayoutProfile.nullable(),
  favorite_check_address: PayoutProfile.nullable(),
});
export type PayoutProfiles = z.infer<typeof PayoutProfiles>;

/** POST /v6/self-check-in/payments/create_profile/ach/: the full numbers go to the payout provider; only the last four are kept. */
export const AchProfileInput = z.object({
  holder_name: z.string().trim().min(1, "Enter the account holder's name.").max(100, "Use 100 characters or fewer."),
  routing_number: z.string().trim().refine(isValidRoutingNumber, "Enter the bank's 9-digit routing number."),
  account_number: z.string().trim().refine(isValidAccountNumber, "Enter the account number (4 to 17 digits)."),
  account_type: z.enum(["checking", "savings"], "Choose checking or savings.").default("checking"),
  bank_name: z.string().trim().max(100, "Use 100 characters or fewer.").default(""),
  is_preferred: z.boolean().default(true),
});
export type AchProfileInput = z.infer<typeof AchProfileInput>;

/** POST /v6/self-check-in/payments/create_profile/check/: checks go to a saved address. */
export const CheckProfileInput = z.object({ address_id: z.string().trim().min(1, "Choose the address checks are mailed to."), is_preferred: z.boolean().default(false) });
export type CheckProfileInput = z.infer<typeof CheckProfileInput>;

/** PUT /v6/my-account/payments/profile/{id}/ */
export const PayoutProfilePreference = z
  .object({ is_preferred: z.boolean().optional(), is_preferred_for_wallet: z.boolean().optional() })
  .refine((b) => b.is_preferred !== undefined || b.is_preferred_for_wallet !== undefined, { path: ["is_preferred"], message: "Send is_preferred or is_preferred_for_wallet." });
export type PayoutProfilePreference = z.infer<typeof PayoutProfilePreference>;

export const PayoutProfileId = z.string().regex(/^ppr_[a-z0-9]{10,60}$/, "must be a payout profile id");
