import { Form } from "react-router";
import type { Address } from "@maison/contracts/address";
import type { LoanVerification } from "@maison/contracts/loans";
import { FormMessage } from "../../components/ui/form-message.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { formatLoanAmount } from "./loan-format.ts";

export interface BorrowFailure {
  intent: "verify" | "create";
  message: string;
  field: string | null;
  searchText: string;
}

/** Find the piece, see what can be lent against it, choose the address it ships from, and ask for the loan. */
export function BorrowPanel({ verification, failure, addresses, idempotencyKey, busy }: { verification: LoanVerification | null; failure: BorrowFailure | null; addresses: Address[]; idempotencyKey: string; busy: boolean }) {
  const searchText = verification?.search_text ?? failure?.searchText ?? "";
  const searchError = failure?.field === "search_text" ? failure.message : undefined;
  return (
    <div className="loan-borrow">
      <Form method="post" className="loan-search">
        <TextField label="Your piece" name="search_text" defaultValue={searchText} required minLength={2} maxLength={200} placeholder="For example: Chanel Classic Flap" hint="The designer and the model, as on the piece." error={failure?.intent === "verify" ? searchError : undefined} />
        <button type="submit" name="intent" value="verify" className="button button-secondary" disabled={busy}>
          See what we can lend
        </button>
      </Form>
      {failure && failure.field !== "search_text" && failure.field !== "address_id" ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      {verification ? (
        <section className="loan-offer" aria-labelledby="loan-offer-title">
          <h3 className="loan-offer-title" id="loan-offer-title">
            {verification.title}
          </h3>
          <p className="loan-offer-amount">{formatLoanAmount(verification.amount_cents)}</p>
          <p className="loan-note">{verification.message}</p>
          <dl className="loan-facts">
            <div>
              <dt>Appraised value</dt>
              <dd>{formatLoanAmount(verification.appraised_value_cents)}</dd>
            </div>
            <div>
              <dt>Your share</dt>
              <dd>{verification.share_percent}%</dd>
            </div>
            <div>
              <dt>Fee</dt>
              <dd>{formatLoanAmount(verification.fee_cents)}</dd>
            </div>
            <div>
              <dt>To repay in {verification.term_days} days</dt>
              <dd>{formatLoanAmount(verification.repayment_cents)}</dd>
            </div>
          </dl>
          {verification.can_borrow ? (
            addresses.length > 0 ? (
              <Form method="post" className="loan-request">
                <input type="hidden" name="search_text" value={verification.search_text} />
                <input type="hidden" name="key" value={idempotencyKey} />
                <SelectField label="Your piece ships from" name="address_id" defaultValue={addresses[0]!.id} error={failure?.field === "address_id" ? failure.message : undefined}>
                  {addresses.map((a) => (
                    <option key={a.id} value={a.id}>
                      {[`${a.first_name} ${a.last_name}`, a.address1, `${a.city}, ${a.province} ${a.zip}`].join(", ")}
                    </option>
                  ))}
                </SelectField>
                <button type="submit" name="intent" value="create" className="button button-primary" disabled={busy}>
                  Request the loan
                </button>
              </Form>
            ) : (
              <FormMessage tone="info">Add an address first (sell a piece or check out once): your piece ships from it with a prepaid label.</FormMessage>
            )
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
