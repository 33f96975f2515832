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
 * The skeleton's storefront documents: the product page (PRODUCT_QUERY, VARIANTS_QUERY), the cart
 * fragment (CART_QUERY_FRAGMENT), the collection pages (COLLECTIONS_QUERY, COLLECTION_QUERY,
 * CATALOG_QUERY) and search (SEARCH_QUERY, PREDICTIVE_SEARCH_QUERY).
 */
export function skeletonDocuments() {
  if (!fs.existsSync(STARTER)) throw new Error(`${STARTER} is missing: run npm ci --prefix compat/shopify`);
  const fragments = literalsOf("app/lib/fragments.ts");
  const pick = (relative, names) => {
    const literals = new Map([...fragments, ...literalsOf(relative)]);
    return Object.fromEntries(names.map((name) => [name, resolve(name, literals)]));
  };
  const version = JSON.parse(fs.readFileSync(path.join(STARTER, "package.json"), "utf8")).version;
  return {
    version,
    ...pick("app/routes/products.$handle.tsx", ["PRODUCT_QUERY", "VARIANTS_QUERY"]),
    CART_QUERY_FRAGMENT: resolve("CART_QUERY_FRAGMENT", fragments),
    ...pick("app/routes/collections._index.tsx", ["COLLECTIONS_QUERY"]),
    ...pick("app/routes/collections.$handle.tsx", ["COLLECTION_QUERY"]),
    ...pick("app/routes/collections.all.tsx", ["CATALOG_QUERY"]),
    ...pick("app/routes/search.tsx", ["SEARCH_QUERY", "PREDICTIVE_SEARCH_QUERY"]),
  };
}
