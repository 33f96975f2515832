import { CatalogErrorCode } from "@maison/contracts/catalog";
import { InventoryErrorCode } from "@maison/contracts/inventory";
import type { OpsPieceList, OpsPieceListing, OpsPieceListQuery, PieceInput } from "@maison/contracts/ops-pieces";
import { OPS_PIECES_PAGE_SIZE } from "@maison/contracts/ops-pieces";
import { designerCollection } from "@maison/domain/catalog/collection";
import { listingName, listingProblem, listingViewOf } from "@maison/domain/catalog/listing";
import { listingIdentity } from "@maison/domain/catalog/listing-identity";
import { pageCount, skipForPage } from "@maison/domain/catalog/paging";
import type { Actor } from "@maison/domain/actor/actor";
import { DomainError } from "@maison/domain/shared/domain-error";
import { slugify } from "@maison/domain/shared/slug";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, lockForUpdate, type Tx } from "../../db/transaction.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { InventoryService, NewPiece } from "../inventory/inventory.service.ts";
import { findImages, findTags } from "./catalog.repository.ts";
import { isUploadedPhotoKey, type ListingPhotoService } from "./listing-photo.service.ts";
import { factsOf, listingChildren, listingColumns } from "./listing-rows.ts";
import { toPieceListing, toPieceSummary } from "./listing-view.ts";
import {
  findAnyListing,
  findDesignerByHandle,
  findDetailValues,
  highestListingNumber,
  insertDesignerWithCollection,
  insertListing,
  replaceListingChildren,
  searchPieces,
  setListingPrice,
  updateListing,
} from "./listing.repository.ts";

/** Creating a listing retries when another creation took the same number first (PostgreSQL). */
const CREATE_ATTEMPTS = 3;

type Photo = { key: string; width: number; height: number };

export const pieceNotFound = () => new DomainError("not_found", InventoryErrorCode.enum.piece_not_found, "This piece does not exist.");

/**
 * Writes listings from the console (decision 036): a new piece is a `draft` row numbered like the
 * seeded catalogue, registered with inventory (house stock) in the same transaction; edits rewrite
 * its facts, tags, detail rows and photos and move the catalog's change stamp, so search and lists
 * pick them up at once. The state is never written here: inventory owns it.
 */
export class ListingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly inventory: InventoryService,
    private readonly photos: ListingPhotoService,
  ) {}

  /** Creates the listing as a draft; returns its id. */
  async create(input: PieceInput, actor: Actor): Promise<string> {
    checkRules(input);
    const uploaded = await this.uploadedPhotos(input.photos);
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.db, (tx) => this.insert(tx, input, uploaded, actor));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  /** Rewrites the listing's facts, tags, details and photos, keeping its identifiers, state and VIP preview. */
  async update(id: string, input: PieceInput, actor: Actor): Promise<void> {
    checkRules(input);
    const uploaded = await this.uploadedPhotos(input.photos);
    await inTransaction(this.db, async (tx) => {
      await lockForUpdate(tx, "products", [id]);
      const row = await findAnyListing(tx.db, id);
      if (!row) throw pieceNotFound();
      const repriced = row.price_cents === input.price_cents ? {} : { price_cents: { from: row.price_cents, to: input.price_cents } };
      await this.inventory.transition(tx, id, "revise_listing", actor, { data: repriced });
      const current = (await findImages(tx.db, [id], false)).get(id) ?? [];
      const photos = resolvePhotos(input.photos, uploaded, new Map(current.map((i) => [i.storage_key, { key: i.storage_key, width: i.width, height: i.height }])));
      const designer = await this.designer(tx, input.designer);
      const facts = factsOf(input, designer.name);
      const view = listingViewOf((await findTags(tx.db, [id])).get(id) ?? []);
      await updateListing(tx.db, id, listingColumns(input, facts, designer.handle, this.clock.now().toISOString()));
      await replaceListingChildren(tx.db, id, listingChildren(input, facts, view, photos));
    });
  }

  /** The listing in any state, as the console shows it. */
  async listing(id: string): Promise<OpsPieceListing> {
    const db = this.db.kysely;
    const row = await findAnyListing(db, id);
    if (!row) throw pieceNotFound();
    const [tags, images, details] = await Promise.all([findTags(db, [id]), findImages(db, [id], false), findDetailValues(db, id)]);
    return toPieceListing(row, tags.get(id) ?? [], images.get(id) ?? [], details);
  }

  /** One page of pieces in any state, found by title, designer, sku or id. */
  async search(query: OpsPieceListQuery): Promise<OpsPieceList> {
    const db = this.db.kysely;
    const { rows, total } = await searchPieces(db, { q: query.q, state: query.state, limit: OPS_PIECES_PAGE_SIZE, offset: skipForPage(query.page, OPS_PIECES_PAGE_SIZE) });
    const covers = await findImages(db, rows.map((r) => r.id), true);
    return {
      pieces: rows.map((row) => toPieceSummary(row, covers.get(row.id)?.[0])),
      total,
      page: query.page,
      page_size: OPS_PIECES_PAGE_SIZE,
      page_count: pageCount(total, OPS_PIECES_PAGE_SIZE),
    };
  }

  /**
   * Changes only the listing's price, in the caller's transaction (a consignment's review or accepted
   * price change, decision 046): audited as the piece's `revise_listing` with the old and new price.
   * Refused once the piece is sold (the order's record stands).
   */
  async reprice(tx: Tx, id: string, priceCents: number, actor: Actor): Promise<void> {
    await lockForUpdate(tx, "products", [id]);
    const row = await findAnyListing(tx.db, id);
    if (!row) throw pieceNotFound();
    if (row.price_cents === priceCents) return;
    const problem = listingProblem({ priceCents, originalPriceCents: row.original_price_cents }, []);
    if (problem) throw new DomainError("invalid", CatalogErrorCode.enum.invalid_listing, problem.message, problem.field);
    await this.inventory.transition(tx, id, "revise_listing", actor, { data: { price_cents: { from: row.price_cents, to: priceCents } } });
    await setListingPrice(tx.db, id, priceCents, this.clock.now().toISOString());
  }

  /**
   * Creates the listing of a piece that came in from a seller (decision 042), in the caller's
   * transaction: a row the public never sees (`received`), registered with inventory with its
   * provenance, ready for authentication and then a listing prepared by staff.
   */
  async createReceived(tx: Tx, input: PieceInput, provenance: Omit<NewPiece, "productId" | "state">, actor: Actor): Promise<string> {
    checkRules(input);
    return this.insert(tx, input, await this.uploadedPhotos(input.photos), actor, { ...provenance, state: "received" });
  }

  private async insert(
    tx: Tx,
    input: PieceInput,
    uploaded: Map<string, Photo>,
    actor: Actor,
    provenance: Omit<NewPiece, "productId"> = { state: "draft", source: "stock", ownerParty: "maison", ownerUserId: null, sourceRef: null, costBasisCents: input.cost_basis_cents },
  ): Promise<string> {
    const photos = resolvePhotos(input.photos, uploaded, new Map());
    const designer = await this.designer(tx, input.designer);
    const facts = factsOf(input, designer.name);
    const n = (await highestListingNumber(tx.db)) + 1;
    const identity = listingIdentity(n, { vendor: facts.vendor, name: listingName(facts), color: facts.colors[0] ?? "", size: facts.size ?? "" });
    const now = this.clock.now().toISOString();
    await insertListing(tx.db, {
      ...listingColumns(input, facts, designer.handle, now),
      id: identity.id,
      handle: identity.handle,
      sku: identity.sku,
      variant_id: identity.variantId,
      state: provenance.state,
      favorites_count: 0,
      created_at: now,
      published_at: null,
      first_look_ends_at: null,
      store_handle: null,
    });
    await replaceListingChildren(tx.db, identity.id, listingChildren(input, facts, "general", photos));
    await this.inventory.register(tx, { ...provenance, productId: identity.id }, actor);
    return identity.id;
  }

  /** The catalogue's designer for a name (matched by its handle, so "hermes" finds Hermès), created with its collection when new. */
  private async designer(tx: Tx, name: string): Promise<{ name: string; handle: string }> {
    const handle = slugify(name);
    if (!handle) throw new DomainError("invalid", CatalogErrorCode.enum.invalid_designer, "Enter the designer's name in letters or digits.", "designer");
    const found = await findDesignerByHandle(tx.db, handle);
    if (found) return found;
    const collection = designerCollection(name, handle);
    await insertDesignerWithCollection(tx.db, { handle, name }, { handle, title: collection.title, description: collection.description, rule_value: handle });
    return { name, handle };
  }

  /** Sizes of the freshly uploaded photos among `keys`, read before the transaction (file reads do not hold it open). */
  private async uploadedPhotos(keys: readonly string[]): Promise<Map<string, Photo>> {
    const found = new Map<string, Photo>();
    for (const key of keys) {
      if (!isUploadedPhotoKey(key) || found.has(key)) continue;
      const size = await this.photos.dimensions(key);
      if (size) found.set(key, { key, ...size });
    }
    return found;
  }
}

function checkRules(input: PieceInput): void {
  const problem = listingProblem({ priceCents: input.price_cents, originalPriceCents: input.original_price_cents }, input.tags);
  if (problem) throw new DomainError("invalid", CatalogErrorCode.enum.invalid_listing, problem.message, problem.field);
}

/** The photos in the order given: each one the listing already has, or a stored upload; 400 naming the first that is neither. */
function resolvePhotos(keys: readonly string[], uploaded: Map<string, Photo>, current: Map<string, Photo>): Photo[] {
  const seen = new Set<string>();
  return keys.map((key, index) => {
    if (seen.has(key)) throw new DomainError("invalid", CatalogErrorCode.enum.duplicate_photo, "This photo is in the listing twice.", `photos.${index}`);
    seen.add(key);
    const photo = current.get(key) ?? uploaded.get(key);
    if (!photo) throw new DomainError("invalid", CatalogErrorCode.enum.unknown_photo, "This photo was not uploaded, or is no longer stored. Upload it again.", `photos.${index}`);
    return photo;
  });
}
