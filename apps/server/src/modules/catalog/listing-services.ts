import type { Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { JobRunner } from "../../platform/jobs/job-runner.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import { LISTING_PHOTO_PREFIX, ListingPhotoService } from "./listing-photo.service.ts";

/** Removes a listing photo that no listing uses a day after its upload (a form abandoned, a photo replaced before saving). */
export const LISTING_UPLOAD_SWEEP_JOB = "catalog.listing-upload-sweep";
export const UNUSED_UPLOAD_KEPT_MS = 24 * 3_600_000;
import { ListingPublicationService } from "./listing-publication.service.ts";
import { ListingService } from "./listing.service.ts";

/** The catalog's writing side: listings, their photos, and putting them on sale. */
export interface ListingServices {
  listings: ListingService;
  photos: ListingPhotoService;
  publication: ListingPublicationService;
}

export function createListingServices(deps: { db: Db; clock: Clock; storage: FileStorage; inventory: InventoryService; jobs: JobRunner }): ListingServices {
  const photos = new ListingPhotoService(deps.storage, deps.clock, LISTING_PHOTO_PREFIX, { db: deps.db, jobs: deps.jobs, job: LISTING_UPLOAD_SWEEP_JOB, afterMs: UNUSED_UPLOAD_KEPT_MS });
  return {
    photos,
    listings: new ListingService(deps.db, deps.clock, deps.inventory, photos),
    publication: new ListingPublicationService(deps.db, deps.clock, deps.inventory, deps.jobs),
  };
}
