import { CommonErrorCode } from "@maison/contracts/error";
import { ValuationErrorCode, type SellCatalogLevel, type SellCatalogQuery, type SellOption, type SellSearchQuery, type SellSearchResult, type SellSkuView } from "@maison/contracts/valuation";
import { CATEGORIES, CATEGORY_TITLES, type Category } from "@maison/domain/catalog/category";
import { searchHasMore } from "@maison/domain/search/search-limits";
import { SELL_SEARCH_PAGE_SIZE, searchWords } from "@maison/domain/valuation/sell-search";
import { sellSku, type SellSku } from "@maison/domain/valuation/sell-sku";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { findSellCategories, findSellDesigners, findSellSku, findSellSkus, insertSellSkus, lastSellSkuPosition, searchSellSkus } from "./sell-sku.repository.ts";
import { optionsOf, toSellSku, toSellSkuRow, toSkuView } from "./sell-sku-rows.ts";
import type { SellSkuRow } from "./valuation.table.ts";

const LEVELS = ["item_type", "designer", "model", "style", "size"] as const;

function notThere(field: string, message: string): DomainError {
  return new DomainError("not_found", ValuationErrorCode.enum.sell_choice_not_found, message, field);
}

function chosen(options: readonly SellOption[], value: string | undefined, field: string, what: string): SellOption | null {
  if (value === undefined) return null;
  const option = options.find((o) => o.value === value);
  if (!option) throw notThere(field, `We do not buy this ${what} here: choose one from the list.`);
  return option;
}

/** The seller's catalog: the levels of the sell flow, text search and skus by code (spec 2 §3, §4). */
export class SellCatalogService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The state of the levels for the choices made: each chosen level's options and choice, the next
   * level's options, the skus once a model is chosen, and `selected_sku` when the choices leave one
   * (a size, or a style of a model without sizes). A level chosen without the one above it is a 400.
   */
  async levels(query: SellCatalogQuery): Promise<SellCatalogLevel> {
    LEVELS.forEach((level, index) => {
      const parent = LEVELS[index - 1];
      if (parent && query[level] !== undefined && query[parent] === undefined) {
        throw new DomainError("invalid", CommonErrorCode.enum.invalid_request, `Choose the ${parent.replace("_", " ")} first.`, level);
      }
    });
    const db = this.db.kysely;
    const present = new Set(await findSellCategories(db));
    const state: SellCatalogLevel = {
      item_types: CATEGORIES.filter((c) => present.has(c)).map((c) => ({ value: c, label: CATEGORY_TITLES[c] })),
      designers: [],
      models: [],
      styles: [],
      sizes: [],
      selected_item_type: null,
      selected_item_type_category: null,
      selected_designer: null,
      selected_model: null,
      selected_style: null,
      selected_size: null,
      products: [],
      selected_sku: null,
    };
    state.selected_item_type = chosen(state.item_types, query.item_type, "item_type", "item type");
    if (!state.selected_item_type) return state;
    const category = state.selected_item_type.value as Category;
    state.selected_item_type_category = category;

    state.designers = (await findSellDesigners(db, category)).map((d) => ({ value: d.handle, label: d.name }));
    state.selected_designer = chosen(state.designers, query.designer, "designer", "designer");
    if (!state.selected_designer) return state;

    const ofDesigner = await findSellSkus(db, { category, designerHandle: state.selected_designer.value });
    state.models = optionsOf(ofDesigner, "model");
    state.selected_model = chosen(state.models, query.model, "model", "model");
    if (!state.selected_model) return state;

    let matching = ofDesigner.filter((r) => r.model_handle === state.selected_model!.value);
    state.styles = optionsOf(matching, "style");
    state.selected_style = chosen(state.styles, query.style, "style", "style");
    if (state.selected_style) {
      matching = matching.filter((r) => r.style_handle === state.selected_style!.value);
      state.sizes = optionsOf(matching, "size");
      state.selected_size = chosen(state.sizes, query.size, "size", "size");
      if (state.selected_size) matching = matching.filter((r) => r.size_handle === state.selected_size!.value);
    }
    state.products = matching.map(toSkuView);
    const single = matching.length === 1 && (state.selected_size !== null || state.sizes.length === 0) ? matching[0] : undefined;
    state.selected_sku = state.selected_style && single ? toSkuView(single) : null;
    return state;
  }

  /** Skus matching every typed word, 20 a page; an empty text finds nothing (spec 2 §5). */
  async search(query: SellSearchQuery): Promise<SellSearchResult> {
    const words = searchWords(query.q);
    if (words.length === 0) return { search_results: [], search_results_total: 0, has_more: false };
    const { rows, total } = await searchSellSkus(this.db.kysely, words, query.offset, SELL_SEARCH_PAGE_SIZE);
    return { search_results: rows.map(toSkuView), search_results_total: total, has_more: searchHasMore(query.offset, SELL_SEARCH_PAGE_SIZE, total) };
  }

  async skuByCode(code: string): Promise<SellSkuView | null> {
    const row = await findSellSku(this.db.kysely, code);
    return row ? toSkuView(row) : null;
  }

  /** The domain's sku for a code with its view, or null. */
  async skuFor(code: string): Promise<{ sku: SellSku; view: SellSkuView } | null> {
    const row: SellSkuRow | undefined = await findSellSku(this.db.kysely, code);
    return row ? { sku: toSellSku(row), view: toSkuView(row) } : null;
  }

  /** Adds a sku staff found missing (kept if it exists); returns it. */
  async addSku(facts: Omit<SellSku, "code" | "exotic">): Promise<SellSkuView> {
    const sku = sellSku(facts);
    const position = (await lastSellSkuPosition(this.db.kysely)) + 1;
    await insertSellSkus(this.db.kysely, [toSellSkuRow(sku, position, this.clock.now().toISOString())]);
    const view = await this.skuByCode(sku.code);
    if (!view) throw new Error(`sku ${sku.code} vanished after it was added`);
    return view;
  }
}
