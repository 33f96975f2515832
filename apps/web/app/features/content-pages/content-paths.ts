/** The content pages' addresses: the storefront's and the console's. */
export const CONTENT_API = {
  entry: (kind: string, slug: string) => `/api/v6/content/entry/?kind=${encodeURIComponent(kind)}&slug=${encodeURIComponent(slug)}`,
  list: (kind: string) => `/api/v6/content/entries/?kind=${encodeURIComponent(kind)}`,
  opsList: "/api/ops/content/",
  opsEntry: (id: string) => `/api/ops/content/${encodeURIComponent(id)}/`,
  opsMove: (id: string, move: "publish" | "unpublish") => `/api/ops/content/${encodeURIComponent(id)}/${move}/`,
} as const;

export const OPS_CONTENT_PAGES = {
  list: "/ops/content",
  create: "/ops/content/new",
  entry: (id: string) => `/ops/content/${encodeURIComponent(id)}`,
} as const;

/** The about-us menu of spec 2 §2. */
export const ABOUT_US_MENU = [
  { label: "About Us", href: "/about-us/" },
  { label: "Our Services", href: "/our-services/" },
  { label: "Affiliates", href: "/affiliates/" },
  { label: "Press Mentions", href: "/press-mentions/" },
  { label: "Testimonials", href: "/testimonials/" },
] as const;

/** The pages that list the stylist's edits under their text. */
export const EDIT_INDEX_SLUGS = ["stylist", "style-assembly"] as const;

/** The slug of a content page from its address: `/about-us/` → `about-us`. */
export const slugOfPath = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, "").split("/").pop() ?? "";

/** The next step of each landing, so no page ends the visit. */
export const CONTENT_CALLS: Readonly<Record<string, { label: string; href: string }>> = {
  "selling-with-maison": { label: "Get an offer", href: "/sell-now/" },
  consign: { label: "Consign a piece", href: "/sell-now/" },
  buyout: { label: "Get an instant offer", href: "/sell-now/" },
  trade: { label: "Start a trade-in", href: "/trade-in" },
  infinity: { label: "Start a trade-in", href: "/trade-in" },
  mostwanted: { label: "Sell yours", href: "/sell-now/" },
  premiumpayouts: { label: "Get an offer", href: "/sell-now/" },
  condition_page: { label: "Shop new arrivals", href: "/collections/new-arrivals" },
  maisoncertified: { label: "Shop new arrivals", href: "/collections/new-arrivals" },
  wholesale: { label: "Apply for wholesale", href: "/join-maisonforbusiness/" },
  affiliates: { label: "Become a partner", href: "/department-store/" },
  store: { label: "Contact Client Services", href: "/support/" },
  "press-mentions": { label: "Contact Client Services", href: "/support/" },
  financing: { label: "Shop new arrivals", href: "/collections/new-arrivals" },
  "our-services": { label: "Sell a piece", href: "/sell-now/" },
};
