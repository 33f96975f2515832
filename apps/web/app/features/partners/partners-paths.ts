/** The partners' pages (decision 062). */
export const PARTNER_PAGES = { landing: "/department-store", leads: "/partner/leads" } as const;
