import { ProductCard } from "@maison/contracts/catalog";
import { jsonArray, ownedBytes } from "../../http/json-fragments.ts";
import { compileZodSchema } from "../../http/response-serializer.ts";
import type { CardSource } from "./listing-parts-cache.ts";
import { cardOf, type CardTemplate, type Viewer } from "./product-mapper.ts";

type Write = (card: ProductCard) => string;

let write: Write | null = null;

/** A template's cards as JSON, by the fields a card takes from outside its template (few: a viewer or two, a price change). */
const kept = new WeakMap<CardTemplate, Map<string, Buffer>>();
const MAX_PER_TEMPLATE = 4;

/**
 * A card's JSON as the API writes it (decision 100), kept with its template: a card is its template plus
 * five fields (available, the wholesale tag a viewer sees, favorites, price, first look), so the same five
 * give the same text. The template is kept by the listing parts cache while its product is unchanged; its
 * texts go with it.
 */
export function cardJson(template: CardTemplate, card: ProductCard): Buffer {
  const key = `${card.availableForSale ? 1 : 0}|${card.firstLookProduct ? 1 : 0}|${card.favorites_count}|${card.price}|${card.wholesaleTag ?? ""}`;
  let texts = kept.get(template);
  if (!texts) {
    texts = new Map();
    kept.set(template, texts);
  }
  let bytes = texts.get(key);
  if (!bytes) {
    if (texts.size >= MAX_PER_TEMPLATE) texts.clear();
    bytes = ownedBytes((write ??= compileZodSchema(ProductCard) as Write)(card));
    texts.set(key, bytes);
  }
  return bytes;
}

/** The cards of sources, in their order, and the JSON array they are written as. */
export function cardsWithJson(sources: readonly CardSource[], viewer: Viewer, now: Date): { products: ProductCard[]; json: Buffer[] } {
  const products: ProductCard[] = [];
  const texts: Buffer[] = [];
  for (const { template, row } of sources) {
    const card = cardOf(template, row, viewer, now);
    products.push(card);
    texts.push(cardJson(template, card));
  }
  return { products, json: jsonArray(texts) };
}
