/** The Clair Report's pages and calls (decision 068). */
export const REPORT_PAGES = {
  index: "/clair-report/",
  year: (year: number) => `/clair-report/${year}`,
} as const;

export const REPORT_API = {
  years: "/api/v6/clair-report/",
  year: (year: number) => `/api/v6/clair-report/${year}/`,
} as const;
