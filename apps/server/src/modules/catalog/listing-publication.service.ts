import { CatalogErrorCode } from "@maison/contracts/catalog";
import type { PublishInput } from "@maison/contracts/ops-pieces";
import { systemActor, type Actor } from "@maison/domain/actor/actor";
import { withListingView } from "@maison/domain/catalog/listing";
import { nextVipPreviewBatch } from "@maison/domain/catalog/vip-preview-batch";
import { DomainError } from "@maison/domain/shared/domain-error";
import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import { findImages, findTags } from "./catalog.repository.ts";
import { findAnyListing, replaceListingChildren } from "./listing.repository.ts";
import { pieceNotFound } from "./listing.service.ts";

/** The job that publishes a piece when its VIP preview batch opens. */
export const VIP_PREVIEW_PUBLISH_JOB = "catalog.vip_preview_publish";

export interface VipPublishPayload {
  productId: string;
  /** The batch it was scheduled for: if the piece was rescheduled or published meanwhile, the job is spent. */
  opensAt: string;
}

/**
 * Puts listings on sale and takes them off (decision 036). "Now" fires the piece's `publish` at once,
 * in the general view. "VIP preview" schedules the draft into the next weekly batch the way the
 * catalogue already models early access: the VIP preview tag instead of the general view, the batch's
 * opening as `published_at` and its close as `first_look_ends_at`, and a job that fires `publish` as
 * the system when the batch opens; members see it from then, everyone once the batch closes.
 */
export class ListingPublicationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly inventory: InventoryService,
    private readonly jobs: JobRunner,
  ) {}

  async publish(id: string, when: PublishInput["when"], actor: Actor): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const tags = await this.publishable(tx, id);
      const now = this.clock.now();
      if (when === "now") {
        await this.inventory.transition(tx, id, "publish", actor, { set: { published_at: now.toISOString(), first_look_ends_at: null }, data: { when } });
        await replaceListingChildren(tx.db, id, { tags: withListingView(tags, "general") });
        return;
      }
      const batch = nextVipPreviewBatch(now);
      if (!batch) throw new DomainError("conflict", CatalogErrorCode.enum.no_vip_preview_ahead, "No VIP preview is scheduled ahead. Publish the piece now instead.");
      const opensAt = batch.start.toISOString();
      const endsAt = batch.end.toISOString();
      await this.inventory.transition(tx, id, "schedule_publish", actor, { set: { published_at: opensAt, first_look_ends_at: endsAt }, data: { when, opens_at: opensAt, ends_at: endsAt } });
      await replaceListingChildren(tx.db, id, { tags: withListingView(tags, "first_look") });
      const payload: VipPublishPayload = { productId: id, opensAt };
      await this.jobs.enqueue(tx, VIP_PREVIEW_PUBLISH_JOB, payload, { runAt: batch.start, uniqueKey: `vip-preview-publish:${id}:${opensAt}` });
    });
  }

  /** The piece's listing is prepared: from authenticated, withdrawn or returned to a draft (piece lifecycle `prepare_listing`). */
  async prepare(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      if (!(await findAnyListing(tx.db, id))) throw pieceNotFound();
      await this.inventory.transition(tx, id, "prepare_listing", actor);
    });
  }

  async withdraw(id: string, reason: string, actor: Actor): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      if (!(await findAnyListing(tx.db, id))) throw pieceNotFound();
      await this.inventory.transition(tx, id, "withdraw", actor, { reason });
    });
  }

  /** The listing's tags, once it is known to exist and to have a photo to show. */
  private async publishable(tx: Tx, id: string): Promise<string[]> {
    if (!(await findAnyListing(tx.db, id))) throw pieceNotFound();
    const cover = (await findImages(tx.db, [id], true)).get(id) ?? [];
    if (cover.length === 0) throw new DomainError("conflict", CatalogErrorCode.enum.listing_needs_photos, "Add at least one photo before publishing the piece.");
    return (await findTags(tx.db, [id])).get(id) ?? [];
  }

  /** The batch opened: the system publishes the piece, unless it left draft or was rescheduled meanwhile. */
  async publishScheduled(payload: VipPublishPayload): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const row = await findAnyListing(tx.db, payload.productId);
      if (!row || row.state !== "draft" || row.published_at !== payload.opensAt) return;
      await this.inventory.transition(tx, row.id, "publish", systemActor(VIP_PREVIEW_PUBLISH_JOB), { expectFrom: "draft", data: { when: "vip_preview" } });
    });
  }
}
