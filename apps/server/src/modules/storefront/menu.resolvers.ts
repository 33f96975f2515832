import { EDITORIAL } from "@maison/domain/content/house";
import { FOOTER_GROUPS, mainNavigationFor, type NavLink } from "@maison/domain/content/navigation";
import { slugify } from "@maison/domain/shared/slug";
import type { PublishedEntry } from "../content-pages/content-pages.service.ts";
import { toGid } from "./shopify-gid.ts";
import type { StorefrontContext } from "./storefront-context.ts";

/**
 * `menu(handle:)` (decision 071): the site's own navigation, from the lists the web app renders
 * (packages/domain/src/content/navigation.ts). "main-menu" is the header's main navigation as the viewer
 * sees it (the Wholesale entry for business accounts inside its window only), each category with its
 * featured designers, Clearance with its tiers; "footer" is the footer's groups, each a heading
 * (no link) over its links. Any other handle is null.
 *
 * An item's type says what its address is: a collection that exists (COLLECTION, its resourceId the
 * collection's gid), the collections index (COLLECTIONS), a published content page (PAGE), the
 * Editorial magazine (BLOG), the home page (FRONTPAGE), search (SEARCH), or another page of the site
 * (HTTP). A link to a collection that does not exist is left out, as Shopify drops a menu item whose
 * resource is deleted. URLs are absolute, on the server's public URL.
 */
type MenuItemType = "BLOG" | "COLLECTION" | "COLLECTIONS" | "FRONTPAGE" | "HTTP" | "PAGE" | "SEARCH";

interface MenuItemModel {
  id: string;
  title: string;
  type: MenuItemType;
  url: string | null;
  resourceId: string | null;
  tags: string[];
  items: MenuItemModel[];
}

interface MenuModel {
  handle: string;
  title: string;
  items: MenuItemModel[];
}

/** A link of the site's navigation: a label, an address (null: a heading or label without one) and the links under it. */
interface Link {
  label: string;
  href: string | null;
  links: readonly NavLink[];
}

export const MENU_HANDLES = { main: "main-menu", footer: "footer" } as const;

/** What the site holds, to type each address. */
interface SiteFacts {
  base: string;
  collections: ReadonlySet<string>;
  pagesByPath: ReadonlyMap<string, PublishedEntry>;
}

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

/** The type and resource of an address, or null for a collection that does not exist. */
function targetOf(href: string | null, facts: SiteFacts): Pick<MenuItemModel, "type" | "url" | "resourceId"> | null {
  if (href === null) return { type: "HTTP", url: null, resourceId: null };
  const url = `${facts.base}${href}`;
  const path = withSlash(href.replace(/[?#].*$/, ""));
  if (path === "/") return { type: "FRONTPAGE", url, resourceId: null };
  if (path === "/collections/") return { type: "COLLECTIONS", url, resourceId: null };
  const collection = /^\/collections\/([^/]+)\/$/.exec(path)?.[1];
  if (collection !== undefined) return facts.collections.has(collection) ? { type: "COLLECTION", url, resourceId: toGid("Collection", collection) } : null;
  if (path === withSlash(EDITORIAL.path)) return { type: "BLOG", url, resourceId: toGid("Blog", EDITORIAL.handle) };
  if (path === "/search/") return { type: "SEARCH", url, resourceId: null };
  const page = facts.pagesByPath.get(path);
  if (page) return { type: "PAGE", url, resourceId: toGid("Page", page.id) };
  return { type: "HTTP", url, resourceId: null };
}

function itemsOf(handle: string, links: readonly Link[], facts: SiteFacts, parent: string | null): MenuItemModel[] {
  return links.flatMap((link) => {
    const target = targetOf(link.href, facts);
    if (!target) return [];
    const key = parent === null ? slugify(link.label) : `${parent}--${slugify(link.label)}`;
    const items = itemsOf(handle, link.links.map((l) => ({ label: l.label, href: l.href, links: [] })), facts, key);
    return [{ id: toGid("MenuItem", `${handle}--${key}`), title: link.label, ...target, tags: [], items }];
  });
}

/** Whether the viewer sees the Wholesale entry: the rule of the web's header (the profile's can_see_wholesale_menu). */
async function seesWholesale(c: StorefrontContext): Promise<boolean> {
  const { userId, isB2b } = c.viewer.cart;
  if (!userId || !isB2b) return false;
  return (await c.profiles.profile(userId)).can_see_wholesale_menu;
}

async function siteFacts(c: StorefrontContext): Promise<SiteFacts> {
  const [collections, pages] = await Promise.all([c.catalog.collections(), c.contentEntries("page")]);
  return {
    base: c.publicBaseUrl,
    collections: new Set(collections.map((col) => col.handle)),
    pagesByPath: new Map(pages.map((page) => [withSlash(page.path), page])),
  };
}

export const menuQueryResolvers = {
  async menu(_: unknown, args: { handle: string }, c: StorefrontContext): Promise<MenuModel | null> {
    if (args.handle === MENU_HANDLES.main) {
      const entries = mainNavigationFor({ canSeeWholesaleMenu: await seesWholesale(c) });
      const links = entries.map((entry): Link => ({ label: entry.label, href: entry.href, links: entry.menu?.links ?? [] }));
      return { handle: args.handle, title: "Main menu", items: itemsOf(args.handle, links, await siteFacts(c), null) };
    }
    if (args.handle === MENU_HANDLES.footer) {
      const links = FOOTER_GROUPS.map((group): Link => ({ label: group.heading, href: null, links: group.links }));
      return { handle: args.handle, title: "Footer menu", items: itemsOf(args.handle, links, await siteFacts(c), null) };
    }
    return null;
  },
};

export const menuTypeResolvers = {
  Menu: {
    id: (m: MenuModel) => toGid("Menu", m.handle),
    itemsCount: (m: MenuModel) => m.items.length,
  },
};
