// The GraphQL documents of Shopify's Hydrogen 2024.7 skeleton template, read out of the template as
// Shopify's CLI ships it (@shopify/cli-hydrogen 8.4.x, dist/assets/hydrogen/starter: skeleton
// 2024.7.10 on @shopify/hydrogen 2024.7.9). Each `#graphql` template literal is taken as written;
// the `${NAME}` interpolations (fragments defined in the same file or imported from app/lib/fragments.ts)
// are resolved the way JavaScript would.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const STARTER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "node_modules/@shopify/cli-hydrogen/dist/assets/hydrogen/starter");

const LITERAL = /(?:export\s+)?const\s+([A-Z_]+)\s*=\s*`#graphql([\s\S]*?)`(?:\s+as\s+const)?;/g;

/** The `#graphql` literals of one starter file, by constant name, unresolved. */
function literalsOf(relative) {
  const source = fs.readFileSync(path.join(STARTER, relative), "utf8");
  const found = new Map();
  for (const match of source.matchAll(LITERAL)) found.set(match[1], match[2]);
  return found;
}

function resolve(name, literals, seen = new Set()) {
  if (seen.has(name)) throw new Error(`${name} interpolates itself`);
  const text = literals.get(name);
  if (text === undefined) throw new Error(`No #graphql constant ${name} in the skeleton`);
  return text.replace(/\$\{([A-Z_]+)\}/g, (_, inner) => resolve(inner, literals, new Set([...seen, name])));
}

/**
 * Where the skeleton keeps documents for Shopify's Customer Account API (its account pages), a different
 * API from the Storefront API this server speaks; they are listed by skeletonInventory, not served.
 */
export const CUSTOMER_ACCOUNT_DIR = "app/graphql/customer-account/";

/** Every `#graphql` constant of the skeleton's app folder, as `file: NAME`, fragments included. */
export function skeletonInventory() {
  const found = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(STARTER, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry.name)) for (const name of literalsOf(child).keys()) found.push(`${child}: ${name}`);
    }
  };
  walk("app");
  return found.sort();
}

/**
 * The skeleton's storefront documents, each with the file and constant it is read from. Every page
 * runs the root loader's HEADER_QUERY and FOOTER_QUERY (app/lib/fragments.ts); then the home page
 * (FEATURED_COLLECTION_QUERY, RECOMMENDED_PRODUCTS_QUERY), the product page (PRODUCT_QUERY,
 * VARIANTS_QUERY), the cart fragment (CART_QUERY_FRAGMENT), the collection pages (COLLECTIONS_QUERY,
 * COLLECTION_QUERY, CATALOG_QUERY), search (SEARCH_QUERY, PREDICTIVE_SEARCH_QUERY), pages (PAGE_QUERY),
 * the blogs (BLOGS_QUERY; the blog page's own BLOGS_QUERY, given here as BLOG_QUERY; ARTICLE_QUERY),
 * policies (POLICIES_QUERY, POLICY_CONTENT_QUERY), robots.txt (ROBOTS_QUERY) and the sitemap
 * (SITEMAP_QUERY). The other constants of the app folder are fragments these interpolate, or Customer
 * Account API documents (CUSTOMER_ACCOUNT_DIR).
 */
export const SKELETON_DOCUMENTS = [
  ["app/lib/fragments.ts", "HEADER_QUERY"],
  ["app/lib/fragments.ts", "FOOTER_QUERY"],
  ["app/lib/fragments.ts", "CART_QUERY_FRAGMENT"],
  ["app/routes/_index.tsx", "FEATURED_COLLECTION_QUERY"],
  ["app/routes/_index.tsx", "RECOMMENDED_PRODUCTS_QUERY"],
  ["app/routes/products.$handle.tsx", "PRODUCT_QUERY"],
  ["app/routes/products.$handle.tsx", "VARIANTS_QUERY"],
  ["app/routes/collections._index.tsx", "COLLECTIONS_QUERY"],
  ["app/routes/collections.$handle.tsx", "COLLECTION_QUERY"],
  ["app/routes/collections.all.tsx", "CATALOG_QUERY"],
  ["app/routes/search.tsx", "SEARCH_QUERY"],
  ["app/routes/search.tsx", "PREDICTIVE_SEARCH_QUERY"],
  ["app/routes/pages.$handle.tsx", "PAGE_QUERY"],
  ["app/routes/blogs._index.tsx", "BLOGS_QUERY"],
  ["app/routes/blogs.$blogHandle._index.tsx", "BLOGS_QUERY", "BLOG_QUERY"],
  ["app/routes/blogs.$blogHandle.$articleHandle.tsx", "ARTICLE_QUERY"],
  ["app/routes/policies._index.tsx", "POLICIES_QUERY"],
  ["app/routes/policies.$handle.tsx", "POLICY_CONTENT_QUERY"],
  ["app/routes/[robots.txt].tsx", "ROBOTS_QUERY"],
  ["app/routes/[sitemap.xml].tsx", "SITEMAP_QUERY"],
];

/** The documents of SKELETON_DOCUMENTS by name (the third column when given), their fragments resolved, and the skeleton's version. */
export function skeletonDocuments() {
  if (!fs.existsSync(STARTER)) throw new Error(`${STARTER} is missing: run npm ci --prefix compat/shopify`);
  const fragments = literalsOf("app/lib/fragments.ts");
  const documents = {};
  for (const [file, name, as = name] of SKELETON_DOCUMENTS) {
    if (as in documents) throw new Error(`Two skeleton documents are named ${as}`);
    documents[as] = resolve(name, new Map([...fragments, ...literalsOf(file)]));
  }
  const version = JSON.parse(fs.readFileSync(path.join(STARTER, "package.json"), "utf8")).version;
  return { version, ...documents };
}
