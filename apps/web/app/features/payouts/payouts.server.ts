import { randomUUID } from "node:crypto";
import { data, type AppLoadContext } from "react-router";
import type { Address } from "@maison/contracts/address";
import type { PayoutProfiles } from "@maison/contracts/payouts";
import type { PayoutActionData, PayoutIntent } from "./payout-action-data.ts";
import { createAchProfile, createCheckProfile, getCheckAddresses, getPayoutProfiles, preferProfile, type PayoutOutcome } from "./payouts-api.server.ts";
import { ACH_INPUTS, CHECK_INPUTS, paidToSentence, payoutError } from "./payout-view.ts";

/** What the "How you are paid" panel shows: the seller's profiles (or why they cannot be read) and the addresses a check may go to. */
export interface PayoutsView {
  profiles: PayoutProfiles | null;
  error: string | null;
  addresses: Address[];
}

export async function loadPayouts(context: AppLoadContext, request: Request): Promise<PayoutsView> {
  const [profiles, addresses] = await Promise.all([getPayoutProfiles(context, request), getCheckAddresses(context, request)]);
  if (profiles.ok) return { profiles: profiles.value, error: null, addresses };
  return { profiles: null, error: payoutError(profiles.body, []).message, addresses };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function answer(intent: PayoutIntent, partial: Partial<PayoutActionData>, status = 200) {
  const body: PayoutActionData = { intent, saved: null, message: null, fields: {}, values: {}, nonce: randomUUID(), ...partial };
  return data(body, { status });
}

function refused(intent: PayoutIntent, outcome: PayoutOutcome<unknown> & { ok: false }, inputs: readonly string[], values: Record<string, string>) {
  const { message, fields } = payoutError(outcome.body, inputs);
  return answer(intent, { message, fields, values }, outcome.status >= 500 ? 502 : outcome.status);
}

/**
 * The panel's three forms, for whichever page shows it: make a profile the preferred one, add a bank
 * account (its numbers go to the API once and are never put back into the page, not even beside an
 * error), or add a saved address that checks are mailed to. Each answers in place; the page's loader
 * reads the profiles again.
 */
export async function payoutAction(context: AppLoadContext, request: Request, form: FormData, intent: PayoutIntent) {
  const preferred = form.get("is_preferred") === "on" || form.get("is_preferred") === "true";
  switch (intent) {
    case "payout-prefer": {
      const id = text(form, "profile_id");
      if (!id) return answer(intent, { fields: { profile_id: "Choose how you would like to be paid." } }, 400);
      const outcome = await preferProfile(context, request, id, { is_preferred: true });
      if (!outcome.ok) return refused(intent, outcome, ["profile_id", "id", "is_preferred"], { profile_id: id });
      return answer(intent, { saved: paidToSentence(outcome.value) });
    }
    case "payout-ach": {
      const accountType = text(form, "account_type") === "savings" ? "savings" : "checking";
      const values = { holder_name: text(form, "holder_name"), bank_name: text(form, "bank_name"), routing_number: text(form, "routing_number"), account_type: accountType, is_preferred: preferred ? "on" : "" };
      const outcome = await createAchProfile(context, request, {
        holder_name: values.holder_name,
        bank_name: values.bank_name,
        routing_number: values.routing_number.replace(/[\s-]/g, ""),
        account_number: text(form, "account_number").replace(/[\s-]/g, ""),
        account_type: accountType,
        is_preferred: preferred,
      });
      if (!outcome.ok) return refused(intent, outcome, ACH_INPUTS, values);
      return answer(intent, { saved: `${outcome.value.label} is saved.${outcome.value.is_preferred ? ` ${paidToSentence(outcome.value)}` : ""}` });
    }
    case "payout-check": {
      const values = { address_id: text(form, "address_id"), is_preferred: preferred ? "on" : "" };
      if (!values.address_id) return answer(intent, { fields: { address_id: "Choose the address checks are mailed to." }, values }, 400);
      const outcome = await createCheckProfile(context, request, { address_id: values.address_id, is_preferred: preferred });
      if (!outcome.ok) return refused(intent, outcome, CHECK_INPUTS, values);
      return answer(intent, { saved: `Checks will go to ${outcome.value.label.replace(/^Check to /, "")}.${outcome.value.is_preferred ? ` ${paidToSentence(outcome.value)}` : ""}` });
    }
  }
}
