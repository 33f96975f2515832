import { describe, expect, it } from "vitest";
import type { PayoutProfile } from "@maison/contracts/payouts";
import { ACH_INPUTS, paidToSentence, payoutChoices, payoutError, preferredChoice } from "./payout-view.ts";

const profile = (id: string, provider_type: PayoutProfile["provider_type"], label: string, is_preferred = false): PayoutProfile => ({
  id,
  provider_type,
  label,
  is_preferred,
  is_preferred_for_wallet: false,
  created_at: "2026-03-01T00:00:00Z",
});
const CREDIT = profile("ppr_credit", "sitecredit", "Maison store credit");
const BANK = profile("ppr_bank", "ach", "Checking ····6789");
const CHECK = profile("ppr_check", "check", "Check to Ada Lane, 12 Gramercy Park South, New York, NY 10003");

describe("the ways a seller is paid", () => {
  it("lists store credit first, then bank accounts, then check addresses", () => {
    expect(payoutChoices({ sitecredit: [CREDIT], ach: [BANK], check: [CHECK] }).map((p) => p.id)).toEqual(["ppr_credit", "ppr_bank", "ppr_check"]);
  });

  it("marks the preferred one, else store credit", () => {
    expect(preferredChoice([CREDIT, { ...BANK, is_preferred: true }, CHECK])?.id).toBe("ppr_bank");
    expect(preferredChoice([CHECK, CREDIT])?.id).toBe("ppr_credit");
    expect(preferredChoice([])).toBeNull();
  });

  it("says where the money goes", () => {
    expect(paidToSentence(CREDIT)).toBe("You will be paid in Maison store credit.");
    expect(paidToSentence(BANK)).toBe("You will be paid to Checking ····6789.");
    expect(paidToSentence(CHECK)).toBe("You will be paid by check to Ada Lane, 12 Gramercy Park South, New York, NY 10003.");
  });
});

describe("a refused payout form (spec 1 §8)", () => {
  it("puts each field the API names beside its input, and nothing above the form", () => {
    const body = {
      code: "invalid_request",
      message: "routing_number: Enter the bank's 9-digit routing number.",
      detail: "routing_number: Enter the bank's 9-digit routing number.",
      field: "routing_number",
      errors: [
        { field: "routing_number", message: "Enter the bank's 9-digit routing number." },
        { field: "account_number", message: "Enter the account number (4 to 17 digits)." },
      ],
    };
    expect(payoutError(body, ACH_INPUTS)).toEqual({
      message: null,
      fields: { routing_number: "Enter the bank's 9-digit routing number.", account_number: "Enter the account number (4 to 17 digits)." },
    });
  });

  it("shows the response's detail when no input holds it", () => {
    expect(payoutError({ code: "payout_refused", message: "Refused.", detail: "The bank account is closed." }, ACH_INPUTS)).toEqual({ message: "The bank account is closed.", fields: {} });
    expect(payoutError({ code: "x", message: "Refused.", detail: ["First reason.", "Second."] }, ACH_INPUTS).message).toBe("First reason.");
    expect(payoutError({ code: "x", message: "The message.", field: "quote" }, ACH_INPUTS).message).toBe("The message.");
  });

  it("says the server was busy when there was no answer to read", () => {
    expect(payoutError(null, ACH_INPUTS)).toEqual({ message: "Server was busy, please come back later!", fields: {} });
    expect(payoutError("<html>Bad gateway</html>", ACH_INPUTS).message).toBe("Server was busy, please come back later!");
  });
});
