import { assertActsFor, type Actor } from "@maison/domain/actor/actor";
import type { SavedSearch, SavedSearchCreate, SavedSearchList, SavedSearchUpdate } from "@maison/contracts/saved-searches";
import { hasRoomFor, SAVED_SEARCHES_LIMIT } from "@maison/domain/saved-searches/saved-list-limits";
import { DomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { newId } from "../../db/id.ts";
import { inTransaction } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearchByUrl,
  findSavedSearches,
  insertSavedSearch,
  updateSavedSearch,
  type SavedSearchRow,
} from "./saved-searches.repository.ts";
import { FavoritesErrorCode } from "@maison/contracts/favorites";

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  bc_url: row.bc_url,
  search_text: row.search_text,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const notFound = () => new DomainError("not_found", FavoritesErrorCode.enum.saved_search_not_found, "This saved search does not exist.", "id");

/** The signed-in user's saved searches (spec 2 §3: id, bc_url, search_text). */
export class SavedSearchesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SavedSearchList> {
    const rows = await findSavedSearches(this.db.kysely, userId);
    return { count: rows.length, results: rows.map(toSavedSearch) };
  }

  /** Saves a search; saving the same address again keeps one entry and takes the newer text. */
  async save(userId: string, actor: Actor, input: SavedSearchCreate): Promise<{ search: SavedSearch; created: boolean }> {
    assertActsFor(actor, userId);
    return inTransaction(this.db, async (tx) => {
      const now = isoNow(this.clock);
      const existing = await findSavedSearchByUrl(tx.db, userId, input.bc_url);
      if (existing) {
        const updated = await updateSavedSearch(tx.db, userId, existing.id, { search_text: input.search_text, updated_at: now });
        return { search: toSavedSearch(updated ?? existing), created: false };
      }
      if (!hasRoomFor(await countSavedSearches(tx.db, userId), SAVED_SEARCHES_LIMIT)) {
        throw new DomainError("conflict", FavoritesErrorCode.enum.saved_searches_limit_reached, `You can keep up to ${SAVED_SEARCHES_LIMIT} saved searches. Please remove one first.`, "bc_url");
      }
      const row: SavedSearchRow = { id: newId("srch"), user_id: userId, bc_url: input.bc_url, search_text: input.search_text, created_at: now, updated_at: now };
      if (await insertSavedSearch(tx.db, row)) return { search: toSavedSearch(row), created: true };
      const winner = await findSavedSearchByUrl(tx.db, userId, input.bc_url);
      if (!winner) throw new Error("Saved search vanished after a conflicting insert");
      return { search: toSavedSearch(winner), created: false };
    });
  }

  async update(userId: string, actor: Actor, id: string, changes: SavedSearchUpdate): Promise<SavedSearch> {
    assertActsFor(actor, userId);
    try {
      return await inTransaction(this.db, async (tx) => {
        const row = await updateSavedSearch(tx.db, userId, id, { ...changes, updated_at: isoNow(this.clock) });
        if (!row) throw notFound();
        return toSavedSearch(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError("conflict", FavoritesErrorCode.enum.saved_search_exists, "You already saved a search for this page.", "bc_url");
      }
      throw error;
    }
  }

  async remove(userId: string, actor: Actor, id: string): Promise<void> {
    assertActsFor(actor, userId);
    await inTransaction(this.db, async (tx) => {
      if (!(await deleteSavedSearch(tx.db, userId, id))) throw notFound();
    });
  }
}
