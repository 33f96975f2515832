/**
 * The house as the site presents it: its name, the description search engines and Shopify's clients
 * read (the storefront's meta description, the storefront GraphQL's `shop.description`), the line
 * under the footer's wordmark, and the Editorial magazine (its page `/editorial/`, its feed, and the
 * storefront GraphQL's one blog, decision 071).
 */
export const HOUSE = {
  name: "Maison",
  description: "Shop authenticated pre-owned luxury bags, jewelry, watches, shoes and more at Maison.",
  slogan: "Pre-owned luxury, authenticated by our specialists and graded with care.",
  /** The square mark (an "M" on the house green): the site's icon, served from the web build's public folder. */
  squareMark: { path: "/favicon.svg", size: 64 },
} as const;

export const EDITORIAL = {
  /** The magazine's blog handle in the storefront GraphQL. */
  handle: "editorial",
  title: "Editorial",
  description: "Stories on the pieces, the designers and the market of pre-owned luxury.",
  path: "/editorial/",
} as const;
