/**
 * Shopify's product search syntax (the `query` argument of `products`), parsed into a tree:
 * `tag:{tag} AND available_for_sale:true AND tag:bc-filter-General View`, `vendor:"Louis Vuitton"`,
 * `title:speedy OR title:neverfull`, `NOT tag:vintage`, `-tag:vintage`, `(a OR b) c`,
 * `variants.price:>=1000`, `published_status:'online_store:visible'` (every listed piece: the sitemap of
 * Hydrogen's skeleton asks for it). Terms next to each other are AND'ed.
 *
 * An unquoted value runs on over the following words until the next AND/OR/NOT, parenthesis or
 * `field:` term, so `tag:bc-filter-General View` names the tag "bc-filter-General View", the way the
 * storefront sends it (spec 1 §7). Free words (no field) match the title, designer or product type.
 */
export type ProductQueryField = "available_for_sale" | "tag" | "tag_not" | "title" | "vendor" | "product_type" | "variants.price" | "published_status";
export const PRODUCT_QUERY_FIELDS: readonly ProductQueryField[] = ["available_for_sale", "tag", "tag_not", "title", "vendor", "product_type", "variants.price", "published_status"];

export type Comparator = ":" | ">" | ">=" | "<" | "<=";

export type ProductQuery =
  | { kind: "all" }
  | { kind: "and" | "or"; items: ProductQuery[] }
  | { kind: "not"; item: ProductQuery }
  | { kind: "field"; field: ProductQueryField; comparator: Comparator; value: string }
  | { kind: "text"; value: string };

export class ProductQueryError extends Error {}

type Token = { kind: "open" | "close" | "and" | "or" | "not" } | { kind: "word"; text: string; quoted: boolean; negated: boolean };

const FIELD_TERM = /^(-?)([a-z_.]+):(.*)$/is;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "(" || c === ")") {
      tokens.push({ kind: c === "(" ? "open" : "close" });
      i++;
    } else {
      // A word, possibly with quoted parts (title:"Speedy 30"); it ends at whitespace or a parenthesis outside quotes.
      let text = "";
      let quoted = false;
      // A leading minus negates the term (-tag:vintage, -"tag:x y").
      const negated = c === "-" && i + 1 < input.length && !/[\s()]/.test(input[i + 1]!);
      if (negated) i++;
      while (i < input.length && !/[\s()]/.test(input[i]!)) {
        const q = input[i]!;
        if (q === '"' || q === "'") {
          const end = input.indexOf(q, i + 1);
          if (end === -1) throw new ProductQueryError(`The query has an unclosed ${q} quote.`);
          text += input.slice(i + 1, end);
          quoted = true;
          i = end + 1;
        } else {
          text += q;
          i++;
        }
      }
      const upper = quoted ? "" : text.toUpperCase();
      if (upper === "AND" || upper === "OR" || upper === "NOT") tokens.push({ kind: upper.toLowerCase() as "and" | "or" | "not" });
      else tokens.push({ kind: "word", text, quoted, negated });
    }
  }
  return tokens;
}

function isFieldWord(token: Token | undefined): boolean {
  return token?.kind === "word" && FIELD_TERM.test(token.text) && PRODUCT_QUERY_FIELDS.some((f) => token.text.toLowerCase().startsWith(`${f}:`));
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): ProductQuery {
    if (this.tokens.length === 0) return { kind: "all" };
    const tree = this.or();
    if (this.at < this.tokens.length) throw new ProductQueryError("The query has an unmatched closing parenthesis.");
    return tree;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private or(): ProductQuery {
    const items = [this.and()];
    while (this.peek()?.kind === "or") {
      this.at++;
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { kind: "or", items };
  }

  private and(): ProductQuery {
    const items = [this.unary()];
    for (;;) {
      const next = this.peek();
      if (!next || next.kind === "or" || next.kind === "close") break;
      if (next.kind === "and") this.at++;
      items.push(this.unary());
    }
    return items.length === 1 ? items[0]! : { kind: "and", items };
  }

  private unary(): ProductQuery {
    const token = this.tokens[this.at++];
    if (!token) throw new ProductQueryError("The query ends where a term was expected.");
    if (token.kind === "not") return { kind: "not", item: this.unary() };
    if (token.kind === "open") {
      const inner = this.or();
      if (this.tokens[this.at++]?.kind !== "close") throw new ProductQueryError("The query has an unclosed parenthesis.");
      return inner;
    }
    if (token.kind !== "word") throw new ProductQueryError(`The query has ${token.kind.toUpperCase()} where a term was expected.`);
    const term = this.term(token);
    return token.negated ? { kind: "not", item: term } : term;
  }

  private term(token: Extract<Token, { kind: "word" }>): ProductQuery {
    const match = FIELD_TERM.exec(token.text);
    if (!match || token.quoted && !token.text.includes(":")) return { kind: "text", value: token.text };
    const field = match[2]!.toLowerCase();
    if (!(PRODUCT_QUERY_FIELDS as readonly string[]).includes(field)) {
      throw new ProductQueryError(`Products cannot be filtered by "${field}"; the filters are ${PRODUCT_QUERY_FIELDS.join(", ")}.`);
    }
    let rest = match[3]!;
    let comparator: Comparator = ":";
    const compared = /^(>=|<=|>|<)(.*)$/s.exec(rest);
    if (compared) {
      comparator = compared[1] as Comparator;
      rest = compared[2]!;
    }
    const words = [rest];
    if (!token.quoted) {
      // An unquoted value takes in the following plain words: tag:bc-filter-General View.
      for (;;) {
        const next = this.peek();
        if (next?.kind !== "word" || next.quoted || next.negated || isFieldWord(next)) break;
        words.push(next.text);
        this.at++;
      }
    }
    const value = words.join(" ").trim();
    if (value === "") throw new ProductQueryError(`The ${field} filter needs a value.`);
    return { kind: "field", field: field as ProductQueryField, comparator, value };
  }
}

/** The tree of a products query; an empty query matches every product. */
export function parseProductQuery(input: string | null | undefined): ProductQuery {
  return new Parser(tokenize(input ?? "")).parse();
}
