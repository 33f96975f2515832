import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import type { B2bCollection, B2bCollectionFavoritesResponse, B2bCollectionList, B2bCollectionUpdate } from "@maison/contracts/b2b";
import type { FavoritesViewQuery } from "@maison/contracts/favorites";
import { favoritesListNameProblem, FAVORITES_LIST_MESSAGES, listNameKey, tidyListName } from "@maison/domain/favorites/favorites-list-name";
import type { FavoritesSort } from "@maison/domain/favorites/favorites-sort";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { Viewer } from "../catalog/product-mapper.ts";
import {
  deleteCollection,
  deleteCollectionItem,
  findCollection,
  findCollectionItems,
  findCollections,
  insertCollection,
  insertCollectionItem,
  type B2bCollectionRow,
} from "./b2b-collections.repository.ts";
import { favoritesCsv } from "../favorites/favorites-csv.ts";
import { favoritesPage } from "../favorites/favorites-page.ts";
import { FavoritesErrorCode } from "@maison/contracts/favorites";
import { CatalogErrorCode } from "@maison/contracts/catalog";

const notFound = () => new DomainError("not_found", FavoritesErrorCode.enum.favorites_list_not_found, "This favorites list does not exist.", "id");

function nameError(problem: "empty" | "duplicate" | "tooLong"): DomainError {
  const message = FAVORITES_LIST_MESSAGES[problem];
  if (problem === "duplicate") return new DomainError("conflict", FavoritesErrorCode.enum.favorites_list_name_taken, message, "name");
  return new DomainError("invalid", problem === "empty" ? FavoritesErrorCode.enum.favorites_list_name_missing : FavoritesErrorCode.enum.favorites_list_name_too_long, message, "name");
}

/** A business user's named favorites lists, the VIP collections of spec 2 §6, and their CSV export. */
export class B2bCollectionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly products: ProductLookupService,
    private readonly publicBaseUrl: string,
  ) {}

  async list(userId: string): Promise<B2bCollectionList> {
    const rows = await findCollections(this.db.kysely, userId);
    const results = await this.withProducts(rows);
    return { count: results.length, results };
  }

  /** Makes a list; the name must be given and new to the user (spec 2 §5's exact messages). */
  async create(userId: string, actor: Actor, rawName: string): Promise<B2bCollection> {
    assertActsFor(actor, userId);
    const name = tidyListName(rawName);
    try {
      return await inTransaction(this.db, async (tx) => {
        const existing = await findCollections(tx.db, userId);
        const problem = favoritesListNameProblem(name, existing.map((c) => c.name));
        if (problem) throw nameError(problem);
        const row: B2bCollectionRow = { id: newId("fcl"), user_id: userId, name, name_key: listNameKey(name), created_at: isoNow(this.clock) };
        await insertCollection(tx.db, row);
        return { id: row.id, name: row.name, favorites: [], created_at: row.created_at };
      });
    } catch (error) {
      // Two requests naming the same list at once: the unique key lets one through.
      if (isUniqueViolation(error)) throw nameError("duplicate");
      throw error;
    }
  }

  /** Adds (`product_id`) or takes out (`remove_product_id`) one product; both are idempotent. */
  async update(userId: string, actor: Actor, id: string, change: B2bCollectionUpdate): Promise<B2bCollection> {
    assertActsFor(actor, userId);
    const row = await inTransaction(this.db, async (tx) => {
      const collection = await findCollection(tx.db, userId, id);
      if (!collection) throw notFound();
      if (change.product_id !== undefined) {
        if (!(await this.products.listedIds([change.product_id], tx)).has(change.product_id)) {
          throw new DomainError("not_found", CatalogErrorCode.enum.product_not_found, "This product does not exist.", "product_id");
        }
        await insertCollectionItem(tx.db, collection.id, change.product_id, isoNow(this.clock));
      } else if (change.remove_product_id !== undefined) {
        await deleteCollectionItem(tx.db, collection.id, change.remove_product_id);
      }
      return collection;
    });
    const [collection] = await this.withProducts([row]);
    return collection!;
  }

  async remove(userId: string, actor: Actor, id: string): Promise<void> {
    assertActsFor(actor, userId);
    await inTransaction(this.db, async (tx) => {
      if (!(await deleteCollection(tx.db, userId, id))) throw notFound();
    });
  }

  /** GET .../{id}/favorites-p/: the list's products with their cards, sorted and 48 a page. */
  async favorites(userId: string, id: string, query: FavoritesViewQuery, viewer: Viewer): Promise<B2bCollectionFavoritesResponse> {
    const { collection, page } = await this.page(userId, id, query.sort, query.page, viewer);
    return {
      id: collection.id,
      name: collection.name,
      sort: query.sort,
      page: page.page,
      page_size: page.pageSize,
      page_count: page.pageCount,
      favorites: { count: page.sorted.length, results: page.items },
    };
  }

  /** The whole list as CSV, with a file name made from the list's name. */
  async exportCsv(userId: string, id: string, sort: FavoritesSort, viewer: Viewer): Promise<{ fileName: string; csv: string }> {
    const { collection, page } = await this.page(userId, id, sort, 1, viewer);
    const slug = collection.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "favorites";
    return { fileName: `${slug}.csv`, csv: favoritesCsv(page.sorted, this.publicBaseUrl) };
  }

  private async page(userId: string, id: string, sort: FavoritesSort, pageNumber: number, viewer: Viewer) {
    const collection = await findCollection(this.db.kysely, userId, id);
    if (!collection) throw notFound();
    const items = await findCollectionItems(this.db.kysely, [collection.id]);
    const products = await this.products.listedByIds(items.map((i) => i.product_id), viewer);
    const saved = items.map((i) => ({ product_id: i.product_id, added_at: i.added_at }));
    return { collection, page: favoritesPage(saved, products, sort, pageNumber) };
  }

  private async withProducts(rows: B2bCollectionRow[]): Promise<B2bCollection[]> {
    const items = await findCollectionItems(this.db.kysely, rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      favorites: items.filter((i) => i.collection_id === row.id).map((i) => i.product_id),
      created_at: row.created_at,
    }));
  }
}
