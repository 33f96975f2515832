/** The wholesale programme's pages and calls (decision 061). */
export const WHOLESALE_PAGES = {
  signup: "/join-rebagforbusiness",
  thankYou: "/wholesale-partner/thank-you",
  collection: "/collections/wholesale",
  ops: "/ops/wholesale",
} as const;

export const WHOLESALE_API = {
  access: "/api/v6/wholesale/access/",
  certificate: "/api/v6/wholesale-form-submission/resale-certificate/",
  submit: "/api/v6/wholesale-form-submission/",
  certificateOf: (id: string) => `/api/v6/wholesale/applications/${encodeURIComponent(id)}/certificate/`,
  opsList: (queue: string) => `/api/ops/wholesale/?${new URLSearchParams({ queue })}`,
  opsMove: (id: string, move: "approve" | "decline") => `/api/ops/wholesale/${encodeURIComponent(id)}/${move}/`,
} as const;
