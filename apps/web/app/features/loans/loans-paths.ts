/** The loan program's pages and calls (decision 048; spec 2 §2 tab `loan-program`, §7 `/loan_program/…`). */
export const LOAN_PAGES = {
  landing: "/loan-program",
  account: "/my-account/loan-program",
  ops: "/ops/loans",
} as const;

const BASE = "/api/v6/my-account/loan_program";

export const LOANS_API = {
  verify: `${BASE}/verify_loan/`,
  create: `${BASE}/create_loan/`,
  loans: `${BASE}/loans/`,
  createReturn: `${BASE}/create_return/`,
  shipIn: (id: string) => `${BASE}/loans/${encodeURIComponent(id)}/ship_in/`,
  cancel: (id: string) => `${BASE}/loans/${encodeURIComponent(id)}/cancel/`,
} as const;

export const opsLoansHref = (queue: string) => `${LOAN_PAGES.ops}?${new URLSearchParams({ queue })}`;
