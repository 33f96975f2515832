import { CATEGORIES, CATEGORY_TITLES, categoryCollectionHandle, type Category } from "../catalog/category.ts";
import { CLEARANCE_TIERS } from "../catalog/tag.ts";
import { slugify } from "../shared/slug.ts";

export interface NavLink {
  label: string;
  href: string;
}

/** A main-navigation entry: a link, a link with a menu, or a label with no link (VIP Preview). */
export interface NavEntry {
  label: string;
  href: string | null;
  /** Featured designers (categories) or sub-links (Clearance). */
  menu?: { heading: string; links: NavLink[] };
}

/** Designers featured by hand in each category menu, 8 to 9 each (spec 1 §2). */
export const FEATURED_DESIGNERS: Record<Category, readonly string[]> = {
  bags: ["Hermès", "Chanel", "Louis Vuitton", "Dior", "Gucci", "Prada", "Bottega Veneta", "Saint Laurent", "Celine"],
  jewelry: ["Cartier", "Van Cleef & Arpels", "Tiffany & Co.", "Bulgari", "David Yurman", "Chanel", "Hermès", "Chopard"],
  watches: ["Rolex", "Cartier", "Omega", "Patek Philippe", "Audemars Piguet", "Breitling", "Panerai", "IWC", "TAG Heuer"],
  shoes: ["Christian Louboutin", "Chanel", "Gucci", "Hermès", "Manolo Blahnik", "Jimmy Choo", "Valentino", "Dior"],
  accessories: ["Hermès", "Louis Vuitton", "Chanel", "Gucci", "Goyard", "Dior", "Fendi", "Burberry"],
  apparel: ["Chanel", "Gucci", "Prada", "Saint Laurent", "Dior", "Valentino", "Balenciaga", "Burberry", "Moncler"],
};

export const collectionHref = (handle: string): string => `/collections/${handle}`;
export const designerHref = (name: string): string => collectionHref(slugify(name));
export const productHref = (handle: string): string => `/products/${handle}`;

function categoryEntry(category: Category): NavEntry {
  return {
    label: CATEGORY_TITLES[category],
    href: collectionHref(categoryCollectionHandle(category)),
    menu: {
      heading: "Featured Designers",
      links: FEATURED_DESIGNERS[category].map((name) => ({ label: name, href: designerHref(name) })),
    },
  };
}

/** The main navigation of spec 1 §2, in order. */
export const MAIN_NAVIGATION: readonly NavEntry[] = [
  { label: "For You", href: "/for-you" },
  { label: "New Arrivals", href: collectionHref("new-arrivals") },
  { label: "Designers", href: "/collections/" },
  ...CATEGORIES.map(categoryEntry),
  {
    label: "Clearance",
    href: collectionHref("clearance"),
    menu: {
      heading: "Clearance",
      links: CLEARANCE_TIERS.map((tier) => ({ label: tier.title, href: collectionHref(tier.handle) })),
    },
  },
  { label: "Wholesale", href: collectionHref("wholesale") },
  { label: "VIP Preview", href: null },
  { label: "Editorial", href: "/editorial/" },
];

export interface FooterGroup {
  heading: string;
  links: NavLink[];
}

/** Footer groups of spec 1 §2; "{product}" in the spec's paths is our name, maison. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: "Buy",
    links: [
      { label: "New Arrivals", href: collectionHref("new-arrivals") },
      { label: "Designers", href: "/collections/" },
      ...CATEGORIES.map((c) => ({ label: CATEGORY_TITLES[c], href: collectionHref(categoryCollectionHandle(c)) })),
      { label: "Clearance", href: collectionHref("clearance") },
    ],
  },
  {
    heading: "Sell",
    links: [
      { label: "Sell Now", href: "/sell-now/" },
      { label: "Selling with Maison", href: "/selling-with-maison/" },
      { label: "Consign", href: "/consign/" },
      { label: "Trade", href: "/trade/" },
      { label: "Buyout", href: "/buyout/" },
      { label: "Infinity", href: "/infinity/" },
      { label: "Most Wanted", href: "/mostwanted/" },
      { label: "Premium Payouts", href: "/premiumpayouts/" },
      { label: "Condition Guide", href: "/condition_page/" },
    ],
  },
  {
    heading: "Business",
    links: [
      { label: "Wholesale", href: "/wholesale/" },
      { label: "Join Maison for Business", href: "/join-maisonforbusiness/" },
      { label: "Shop Wholesale", href: collectionHref("wholesale") },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", href: "/about-us/" },
      { label: "Maison Certified", href: "/maisoncertified/" },
      { label: "Membership", href: "/membership" },
      { label: "Our Stores", href: "/store/" },
      { label: "The Clair Report", href: "/clair-report/" },
      { label: "Stylist", href: "/stylist/" },
      { label: "Maison at the Department Store", href: "/department-store/" },
    ],
  },
  {
    heading: "Help",
    links: [
      { label: "Support", href: "/support/" },
      { label: "Financing", href: "/financing/" },
    ],
  },
];

/** The main navigation a viewer sees: the Wholesale entry only for business accounts inside its window (spec 1 §4, spec 2 §6). */
export function mainNavigationFor(viewer: { canSeeWholesaleMenu: boolean }): readonly NavEntry[] {
  return viewer.canSeeWholesaleMenu ? MAIN_NAVIGATION : MAIN_NAVIGATION.filter((entry) => entry.href !== collectionHref("wholesale"));
}
