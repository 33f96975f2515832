/** A bank account handed to the provider once; Maison keeps only the token and the last four digits. */
export interface BankAccountDetails {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: "checking" | "savings";
}

export interface TransferRequest {
  /** The provider's recipient: a bank token, or "check:<address>" for a mailed check. */
  recipient: string;
  amountCents: number;
  idempotencyKey: string;
}

export type TransferResult = { status: "sent" | "settled"; reference: string } | { status: "failed"; reason: string };

/**
 * The payout port (decision 043): registers bank accounts and sends money. The built-in test provider
 * keeps its transfers in the database; a real provider (Stripe Connect, Dwolla…) is an adapter of this.
 * The same idempotency key sends once.
 */
export interface PayoutProvider {
  readonly name: string;
  registerBankAccount(details: BankAccountDetails): Promise<{ token: string; last4: string }>;
  transfer(request: TransferRequest): Promise<TransferResult>;
  /**
   * Where a `sent` transfer is now (by the reference `transfer` answered): still `sent` (in flight),
   * `settled`, or `failed` (it bounced: the bank returned it).
   */
  status(reference: string): Promise<TransferResult>;
}
