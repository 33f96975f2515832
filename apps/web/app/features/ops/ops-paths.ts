/** The console's pages (served only to staff). */
export const OPS_PAGES = {
  dashboard: "/ops",
  pieces: "/ops/pieces",
  newPiece: "/ops/pieces/new",
  piece: (id: string) => `/ops/pieces/${encodeURIComponent(id)}`,
  editPiece: (id: string) => `/ops/pieces/${encodeURIComponent(id)}/edit`,
  orders: "/ops/orders",
  order: (id: string) => `/ops/orders/${encodeURIComponent(id)}`,
  submissions: "/ops/submissions",
  submission: (id: string) => `/ops/submissions/${encodeURIComponent(id)}`,
  consignments: "/ops/consignments",
  loans: "/ops/loans",
  tradeIns: "/ops/trade-ins",
  returns: "/ops/returns",
  wallet: "/ops/wallet",
  wholesale: "/ops/wholesale",
  content: "/ops/content",
} as const;
