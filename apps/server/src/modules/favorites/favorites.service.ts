import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import { randomBytes } from "node:crypto";
import type {
  FavoriteAddResponse,
  FavoriteState,
  FavoritesShareResponse,
  FavoritesViewQuery,
  FavoritesViewResponse,
  SharedFavoritesResponse,
} from "@maison/contracts/favorites";
import { canAddFavorite, FAVORITES_PER_USER_LIMIT } from "@maison/domain/favorites/favorites-limits";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { ProductLookupService } from "../catalog/product-lookup.service.ts";
import type { Viewer } from "../catalog/product-mapper.ts";
import type { ProfileService } from "../identity/profile.service.ts";
import { favoritesPage } from "./favorites-page.ts";
import {
  countFavorites,
  deleteFavorite,
  deleteShare,
  findFavorite,
  findFavorites,
  findShareByToken,
  findShareByUser,
  insertFavorite,
  insertShare,
} from "./favorites.repository.ts";
import { FavoritesErrorCode } from "@maison/contracts/favorites";
import { CatalogErrorCode } from "@maison/contracts/catalog";

const productNotFound = (field: string) =>
  new DomainError("not_found", CatalogErrorCode.enum.product_not_found, "This product does not exist.", field);

/** Where the web shows a shared favorites list; the token is the last segment. */
export const SHARED_FAVORITES_PATH = "/favorites/shared/";

/**
 * A shopper's favorites: saving and removing them with an exact favorites count on the product,
 * the favorites view, and the read-only link that shares them.
 */
export class FavoritesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly products: ProductLookupService,
    private readonly profiles: ProfileService,
    private readonly publicBaseUrl: string,
  ) {}

  /** Favors one product; favoring it again changes nothing. `created` tells whether it is new. */
  async add(userId: string, actor: Actor, productId: string): Promise<{ state: FavoriteState; created: boolean }> {
    assertActsFor(actor, userId);
    return inTransaction(this.db, async (tx) => {
      if (!(await this.products.listedIds([productId], tx)).has(productId)) throw productNotFound("product_id");
      return this.addListed(tx, userId, productId);
    });
  }

  /**
   * The favorites a visitor picked before signing in, replayed at once (up to 15, spec 2 §9). Products
   * no longer listed are skipped rather than failing the others.
   */
  async sync(userId: string, actor: Actor, productIds: readonly string[]): Promise<FavoriteAddResponse> {
    assertActsFor(actor, userId);
    return inTransaction(this.db, async (tx) => {
      const listed = await this.products.listedIds(productIds, tx);
      const results: FavoriteState[] = [];
      for (const productId of new Set(productIds)) {
        if (listed.has(productId)) results.push((await this.addListed(tx, userId, productId)).state);
      }
      return { results };
    });
  }

  /** Removes the user's own favorite; a product they do not favor is a 404. */
  async remove(userId: string, actor: Actor, productId: string): Promise<FavoriteState> {
    assertActsFor(actor, userId);
    return inTransaction(this.db, async (tx) => {
      if (!(await deleteFavorite(tx.db, userId, productId))) {
        throw new DomainError("not_found", FavoritesErrorCode.enum.favorite_not_found, "This product is not in your favorites.", "id");
      }
      const favoritesCount = await this.products.addToFavoritesCount(tx, productId, -1);
      return { product_id: productId, is_favorite: false, favorites_count: favoritesCount, added_at: null };
    });
  }

  /** Ids of every product the user favors, newest first. */
  async productIds(userId: string): Promise<string[]> {
    return (await findFavorites(this.db.kysely, userId)).map((f) => f.product_id);
  }

  /** The user's favorites with when each was added, newest first (For You reads them as taste). */
  async favoritesOf(userId: string): Promise<Array<{ product_id: string; added_at: string }>> {
    return (await findFavorites(this.db.kysely, userId)).map((f) => ({ product_id: f.product_id, added_at: f.created_at }));
  }

  /** GET /v6/my-account/favorites-p/: the favorites view, available then unavailable, sorted and paged. */
  async view(userId: string, query: FavoritesViewQuery, viewer: Viewer): Promise<FavoritesViewResponse> {
    const saved = await this.favoritesOf(userId);
    const products = await this.products.listedByIds(saved.map((s) => s.product_id), viewer);
    const page = favoritesPage(saved, products, query.sort, query.page);
    return {
      sort: query.sort,
      count: page.sorted.length,
      available_count: page.availableCount,
      unavailable_count: page.sorted.length - page.availableCount,
      page: page.page,
      page_size: page.pageSize,
      page_count: page.pageCount,
      available: page.available,
      unavailable: page.unavailable,
    };
  }

  /** The user's share link, made on first use and the same afterwards until they stop sharing. */
  async share(userId: string, actor: Actor): Promise<FavoritesShareResponse> {
    assertActsFor(actor, userId);
    return inTransaction(this.db, async (tx) => {
      await insertShare(tx.db, userId, randomBytes(24).toString("base64url"), isoNow(this.clock));
      const share = await findShareByUser(tx.db, userId);
      if (!share) throw new Error(`Share link of ${userId} was not stored`);
      return { share_url: `${this.publicBaseUrl}${SHARED_FAVORITES_PATH}${share.token}`, token: share.token, created_at: share.created_at };
    });
  }

  /** Stops sharing: the old link answers 404 from now on; a new share makes a new link. */
  async stopSharing(userId: string, actor: Actor): Promise<void> {
    assertActsFor(actor, userId);
    await inTransaction(this.db, async (tx) => {
      if (!(await deleteShare(tx.db, userId))) {
        throw new DomainError("not_found", FavoritesErrorCode.enum.favorites_share_not_found, "Your favorites are not shared.");
      }
    });
  }

  /** What anyone holding a share link sees: the owner's first name and their favorites, read-only. */
  async shared(token: string, query: FavoritesViewQuery, viewer: Viewer): Promise<SharedFavoritesResponse> {
    const share = await findShareByToken(this.db.kysely, token);
    if (!share) throw new DomainError("not_found", FavoritesErrorCode.enum.favorites_share_not_found, "This link no longer shows any favorites.", "token");
    const [view, owner] = await Promise.all([this.view(share.user_id, query, viewer), this.profiles.profile(share.user_id)]);
    return { ...view, owner_first_name: owner.first_name };
  }

  private async addListed(tx: Tx, userId: string, productId: string): Promise<{ state: FavoriteState; created: boolean }> {
    const existing = await findFavorite(tx.db, userId, productId);
    if (existing) return { state: await this.stateOf(tx, productId, existing.created_at), created: false };
    if (!canAddFavorite(await countFavorites(tx.db, userId))) {
      throw new DomainError(
        "conflict",
        FavoritesErrorCode.enum.favorites_limit_reached,
        `You can keep up to ${FAVORITES_PER_USER_LIMIT.toLocaleString("en-US")} favorites. Please remove some first.`,
        "product_id",
      );
    }
    const addedAt = isoNow(this.clock);
    // Two parallel requests of one user: the unique key lets one insert through; only it counts.
    if (!(await insertFavorite(tx.db, userId, productId, addedAt))) {
      const winner = await findFavorite(tx.db, userId, productId);
      return { state: await this.stateOf(tx, productId, winner?.created_at ?? addedAt), created: false };
    }
    const favoritesCount = await this.products.addToFavoritesCount(tx, productId, 1);
    return { state: { product_id: productId, is_favorite: true, favorites_count: favoritesCount, added_at: addedAt }, created: true };
  }

  private async stateOf(tx: Tx, productId: string, addedAt: string): Promise<FavoriteState> {
    const favoritesCount = await this.products.favoritesCount(productId, tx);
    return { product_id: productId, is_favorite: true, favorites_count: favoritesCount, added_at: addedAt };
  }
}
