import { ProductCard } from "@maison/contracts/catalog";
import { jsonArray, ownedBytes } from "../../http/json-fragments.ts";
import { compileZodSchema } from "../../http/response-serializer.ts";
import type { CardSource } from "./listing-parts-cache.ts";
import { cardOf, type CardTemplate, type Viewer } from "./product-mapper.ts";

type Write = (card: ProductCard) => string;

let write: Write | null = null;

/** A card's JSON with the five fields it was written with. */
interface Written {
  availableForSale: boolean;
  firstLookProduct: boolean;
  favorites_count: number;
  price: number;
  wholesaleTag: string | null;
  bytes: Buffer;
}

/** A template's cards as JSON, by the fields a card takes from outside its template (few: a viewer or two, a price change). */
const kept = new WeakMap<CardTemplate, Written[]>();
const MAX_PER_TEMPLATE = 4;

/**
 * A card's JSON as the API writes it (decision 100), kept with its template: a card is its template plus
 * five fields (available, first look, favorites, price, the wholesale tag a viewer sees), so the same five
 * give the same text. The template is kept by the listing parts cache while its product is unchanged; its
 * texts go with it.
 */
export function cardJson(template: CardTemplate, card: ProductCard): Buffer {
  let texts = kept.get(template);
  if (!texts) {
    texts = [];
    kept.set(template, texts);
  }
  for (const t of texts) {
    if (
      t.price === card.price &&
      t.favorites_count === card.favorites_count &&
      t.availableForSale === card.availableForSale &&
      t.firstLookProduct === card.firstLookProduct &&
      t.wholesaleTag === card.wholesaleTag
    ) {
      return t.bytes;
    }
  }
  if (texts.length >= MAX_PER_TEMPLATE) texts.shift();
  const bytes = ownedBytes((write ??= compileZodSchema(ProductCard) as Write)(card));
  texts.push({ availableForSale: card.availableForSale, firstLookProduct: card.firstLookProduct, favorites_count: card.favorites_count, price: card.price, wholesaleTag: card.wholesaleTag, bytes });
  return bytes;
}

/** A card with its JSON as the API writes it. */
export interface CardWithJson {
  card: ProductCard;
  json: Buffer;
}

/** A source's card as the viewer sees it now, with its kept JSON. */
export function cardWithJson(source: Pick<CardSource, "template" | "row">, viewer: Viewer, now: Date): CardWithJson {
  const card = cardOf(source.template, source.row, viewer, now);
  return { card, json: cardJson(source.template, card) };
}

/** The cards of sources, in their order, and the JSON array they are written as. */
export function cardsWithJson(sources: readonly CardSource[], viewer: Viewer, now: Date): { products: ProductCard[]; json: Buffer[] } {
  const cards = sources.map((source) => cardWithJson(source, viewer, now));
  return { products: cards.map((c) => c.card), json: jsonArray(cards.map((c) => c.json)) };
}
