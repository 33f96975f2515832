/**
 * A US bank routing number (ABA): nine digits whose weighted sum 3-7-1 is a multiple of ten.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** A US bank account number: 4 to 17 digits. */
export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** How a bank account is shown once saved: its type and last four digits. */
export function maskedAccount(accountType: string, last4: string): string {
  return `${accountType === "savings" ? "Savings" : "Checking"} ····${last4}`;
}
